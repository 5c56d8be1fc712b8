// Endless scrolling: the next page loads when this comes into view; the button does the same
// for keyboards and for browsers without IntersectionObserver.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LineSkeleton } from './states.tsx';

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

/** What an infinite query gives a list; the list draws it and asks for more. */
export interface EndlessQuery {
  isError: boolean;
  data: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** An endless list of cards: the error, loading and empty states, the items, and Load more. */
export function EndlessList<T>({
  query,
  items,
  empty,
  render,
}: {
  query: EndlessQuery;
  items: T[];
  empty: React.ReactNode;
  render: (item: T) => React.ReactNode;
}) {
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!query.data) return <LineSkeleton lines={5} />;
  if (items.length === 0) return empty;
  return (
    <>
      <ul className="order-list">{items.map(render)}</ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
