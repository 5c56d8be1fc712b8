// Endless scrolling: the next page loads when this comes into view; the button does the same
// for keyboards and for browsers without IntersectionObserver.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function LoadMore({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !loading) onMore();
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading, onMore]);
  if (!hasMore) return <p className="list-end">{t('common.endOfList')}</p>;
  return (
    <div ref={ref} className="load-more">
      <button type="button" className="btn btn-ghost" onClick={onMore} disabled={loading}>
        {loading ? t('common.loading') : t('common.next')}
      </button>
    </div>
  );
}
