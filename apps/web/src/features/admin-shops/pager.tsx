// Previous / next pages of an admin list, with "page n of m".
import { useTranslation } from 'react-i18next';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="admin-shops-pager" aria-label={t('admin.shops.pages')}>
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.shops.previous')}
      </button>
      <span>{t('admin.shops.page', { page, pages })}</span>
      <button type="button" className="btn btn-outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.shops.next')}
      </button>
    </nav>
  );
}
