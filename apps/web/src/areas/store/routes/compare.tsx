// Compare (spec: "compare" in the account's labels): up to four products side by side, from the
// account for a signed-in buyer or from this device for a visitor. Remove one, or clear all.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { useCompare } from '../../../features/compare/api.ts';
import { CompareTable } from '../../../features/compare/compare-table.tsx';
import { MAX_COMPARE, removeDeviceCompare } from '../../../features/compare/device-compare.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import '../../../styles/compare.css';

export default function Compare() {
  const { t } = useTranslation();
  const compare = useCompare(true);
  const { isError, refetch, isPlaceholderData } = compare.query;
  // while a visitor's changed list loads, the last answer shows without the removed products
  const data = compare.query.data?.filter((p) => compare.ids.includes(p.id));
  const answered = compare.query.data;
  useTitle(t('compare.title'));
  // a visitor's device may name products that are gone: forget those
  useEffect(() => {
    if (!compare.visitor || !answered || isPlaceholderData) return;
    for (const id of compare.ids) if (!answered.some((p) => p.id === id)) removeDeviceCompare(id);
  }, [compare.visitor, compare.ids, answered, isPlaceholderData]);

  let body: React.ReactNode;
  if (isError) body = <ErrorState onRetry={() => void refetch()} />;
  else if (!data) body = <LineSkeleton lines={6} />;
  else if (data.length === 0)
    body = (
      <EmptyState title={t('compare.empty', { max: MAX_COMPARE })}>
        <Link className="btn" to={paths.home}>
          {t('cart.shop')}
        </Link>
      </EmptyState>
    );
  else
    body = (
      <>
        {data.length === 1 && <p className="muted">{t('compare.addMore')}</p>}
        <CompareTable items={data} onRemove={(id) => void compare.remove(id)} />
      </>
    );

  return (
    <div className="page compare-page">
      <div className="toolbar">
        <h1>{t('compare.title')}</h1>
        {data && data.length > 0 && (
          <button type="button" className="btn btn-outline" onClick={() => void compare.remove()}>
            {t('compare.clear')}
          </button>
        )}
      </div>
      {body}
    </div>
  );
}
