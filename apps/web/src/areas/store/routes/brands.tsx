// All brands (spec §2).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineSkeleton } from '../../../components/states.tsx';
import { brandsPageQuery } from '../../../features/catalog/api/queries.ts';
import { imageUrl } from '../../../lib/api.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';

export default function Brands() {
  const { t } = useTranslation();
  useTitle(t('brands.title'));
  const { data } = useQuery(brandsPageQuery(useLang(), 1));
  return (
    <div className="page">
      <h1>{t('brands.title')}</h1>
      {!data ? (
        <LineSkeleton lines={6} />
      ) : (
        <ul className="brand-grid">
          {data.items.map((b) => (
            <li key={b.id} className="card">
              <Link to={paths.brand(b.id)} className="brand-card">
                <img src={imageUrl(b.logo)} alt="" width={56} height={56} loading="lazy" />
                <span className="brand-name">{b.name}</span>
                <span className="product-meta">{t('brands.products', { count: b.product_count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
