// Search (spec §2): suggestions while typing, recent searches kept on the device, results with
// endless scrolling and a no-result state. The results take the category page's sort and filters
// (brand, price range), kept in the URL so they survive a reload; a new search starts unfiltered.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { FilterPanel, SORTS, SortSelect } from '../../../components/sort-filter.tsx';
import { EmptyState, GridSkeleton } from '../../../components/states.tsx';
import { fetchSearchPage, suggestQuery } from '../../../features/catalog/api/queries.ts';
import { ProductGrid } from '../../../features/catalog/product-card.tsx';
import { type Filters, useFilters } from '../../../lib/filters.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { nextPage } from '../../../lib/paged.ts';
import { paths } from '../../../lib/paths.ts';
import { KEYS, storage } from '../../../lib/storage.ts';

const RECENT_MAX = 10;
/** Search orders by relevance unless the buyer picks one of the catalogue's orders. */
const SEARCH_SORTS = [{ value: 'relevance', label: 'search.sortRelevance' } as const, ...SORTS];
type SearchSort = (typeof SEARCH_SORTS)[number]['value'];
const SEARCH_SORT_VALUES = SEARCH_SORTS.map((s) => s.value);
/** Spec §9: throttle default wait 500 ms — suggestions ask once the typing pauses. */
const SUGGEST_WAIT_MS = 500;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function remember(keyword: string): string[] {
  const recent = [keyword, ...storage.getJson<string[]>(KEYS.recentSearches, []).filter((k) => k !== keyword)].slice(
    0,
    RECENT_MAX,
  );
  storage.set(KEYS.recentSearches, JSON.stringify(recent));
  return recent;
}

const isFiltered = (f: Filters<SearchSort>) =>
  Boolean(f.brand_id?.length) || f.min_price !== undefined || f.max_price !== undefined;

export default function Search() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const [filters, setFilters] = useFilters<SearchSort>('relevance', SEARCH_SORT_VALUES);
  const [text, setText] = useState(keyword);
  const [recent, setRecent] = useState(() => storage.getJson<string[]>(KEYS.recentSearches, []));
  const id = useId();
  useTitle(keyword || t('search.title'));
  useEffect(() => setText(keyword), [keyword]);
  useEffect(() => {
    if (keyword) setRecent(remember(keyword));
  }, [keyword]);
  const typed = useDebounced(text.trim(), SUGGEST_WAIT_MS);
  const suggestions = useQuery({ ...suggestQuery(lang, typed), enabled: typed.length >= 2 && typed !== keyword });
  const results = useInfiniteQuery({
    queryKey: ['search-infinite', lang, keyword, filters],
    queryFn: ({ pageParam, signal }) => fetchSearchPage(keyword, pageParam, filters, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last),
    enabled: keyword !== '',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) navigate(paths.search(text.trim()));
  };
  const first = results.data?.pages[0];
  const items = results.data?.pages.flatMap((p) => p.items) ?? [];
  const showSuggestions = typed.length >= 2 && typed !== keyword && (suggestions.data?.items.length ?? 0) > 0;

  return (
    <div className="page search-page">
      <h1 className="visually-hidden">{t('search.title')}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every screen reader */}
      <form role="search" className="search-form" onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          aria-describedby={keyword ? undefined : `${id}-hint`}
        />
        <button type="submit" className="btn">
          <Icon name="search" size={18} /> {t('search.submit')}
        </button>
      </form>
      {/* with results on screen the hint gives way to them (a phone's first screen is short) */}
      {!keyword && (
        <p id={`${id}-hint`} className="muted small">
          {t('search.hint')}
        </p>
      )}
      {showSuggestions && (
        <section aria-labelledby={`${id}-sugg`} className="suggestions">
          <h2 id={`${id}-sugg`}>{t('search.suggestions')}</h2>
          <ul>
            {suggestions.data!.items.map((p) => (
              <li key={p.id}>
                <Link to={paths.product(p.id)}>{p.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {!keyword && recent.length > 0 && (
        <section aria-labelledby={`${id}-recent`} className="recent">
          <div className="section-head">
            <h2 id={`${id}-recent`}>{t('search.recent')}</h2>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                storage.remove(KEYS.recentSearches);
                setRecent([]);
              }}
            >
              {t('search.clearRecent')}
            </button>
          </div>
          <ul className="chips">
            {recent.map((k) => (
              <li key={k}>
                <Link className="chip" to={paths.search(k)}>
                  {k}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {keyword &&
        (!first ? (
          <GridSkeleton count={6} />
        ) : first.total === 0 && !isFiltered(filters) ? (
          <EmptyState title={t('search.noResult', { keyword })}>
            <p className="muted">{t('search.noResultHint')}</p>
          </EmptyState>
        ) : (
          <section aria-labelledby={`${id}-results`} className="search-results">
            <div className="toolbar">
              <h2 id={`${id}-results`} className="count">
                {first.total_capped
                  ? t('search.manyResults', { count: first.total, keyword })
                  : t('search.results', { count: first.total, keyword })}
              </h2>
              <SortSelect
                sorts={SEARCH_SORTS}
                value={filters.sort}
                onChange={(sort) => setFilters({ ...filters, sort })}
              />
            </div>
            <FilterPanel
              key={JSON.stringify(filters)}
              filters={filters}
              brands={first.brands ?? []}
              onChange={setFilters}
            />
            {items.length === 0 ? (
              <EmptyState title={t('category.empty')} />
            ) : (
              <>
                <ProductGrid items={items} eagerFirst={2} />
                <LoadMore
                  hasMore={results.hasNextPage}
                  loading={results.isFetchingNextPage}
                  onMore={() => void results.fetchNextPage()}
                />
              </>
            )}
          </section>
        ))}
    </div>
  );
}
