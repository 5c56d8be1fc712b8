// Recommended products (spec §2), endless.
import { useTranslation } from 'react-i18next';
import { fetchRecommended } from '../../../features/catalog/api/queries.ts';
import { PagedProducts } from '../../../features/catalog/paged-products.tsx';
import { useLang, useTitle } from '../../../lib/hooks.ts';

export default function Recommend() {
  const { t } = useTranslation();
  useTitle(t('recommend.title'));
  return (
    <div className="page">
      <h1>{t('recommend.title')}</h1>
      <PagedProducts
        queryKey={['recommended', useLang()]}
        fetchPage={(page, signal) => fetchRecommended(page, signal)}
        pick={(p) => p}
      />
    </div>
  );
}
