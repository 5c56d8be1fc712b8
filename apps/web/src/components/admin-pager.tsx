// Previous / next pages of an admin list, with "page n of m" (buttons of 44 px; nothing for one page).
import { useTranslation } from 'react-i18next';

/** How many pages `total` rows make at `pageSize` a page (at least one). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export function AdminPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.pager.pages')}>
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.pager.previous')}
      </button>
      <span aria-live="polite">{t('admin.pager.page', { page, pages })}</span>
      <button type="button" className="btn btn-outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.pager.next')}
      </button>
    </nav>
  );
}
