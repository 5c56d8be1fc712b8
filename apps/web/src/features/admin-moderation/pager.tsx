// Page numbers of an admin list: previous, "page n of m", next; buttons of 44 px.
import { useTranslation } from 'react-i18next';

export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.orders.pages')}>
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.orders.previous')}
      </button>
      <span aria-live="polite">{t('admin.orders.pageOf', { page, pages })}</span>
      <button type="button" className="btn btn-outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.orders.next')}
      </button>
    </nav>
  );
}
