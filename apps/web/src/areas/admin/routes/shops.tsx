// Shops (issue 15, permission `sellers`): every shop with its state, owner, rating, sales, refund
// rate and products; search by name or owner and filter by state; each shop opens its page. The
// filters live in the address (shareable, back works).
import { SHOP_STATES, type ShopState } from '@polymart/contract/shops-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPager } from '../../../components/admin-pager.tsx';
import { SelectField } from '../../../components/form-field.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { type ShopsFilter, shopsQuery } from '../../../features/admin-shops/api.ts';
import { ShopCard } from '../../../features/admin-shops/shop-card.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { adminDetail } from '../paths.ts';
import { useAdminTitle } from '../title.ts';
import '../../../styles/admin-shops.css';

export default function AdminShops() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.shops.title'));
  return (
    <RequirePermission permission="sellers">
      <ShopsPage />
    </RequirePermission>
  );
}

function readFilter(params: URLSearchParams): ShopsFilter {
  const status = params.get('status') as ShopState | null;
  const page = Number(params.get('page'));
  return {
    q: params.get('q') || undefined,
    status: status && SHOP_STATES.includes(status) ? status : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function ShopsPage() {
  const { t } = useTranslation();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const list = useQuery({ ...shopsQuery(filter), placeholderData: keepPreviousData });
  const go = (next: ShopsFilter) => {
    const p = new URLSearchParams();
    if (next.q) p.set('q', next.q);
    if (next.status) p.set('status', next.status);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    go({
      q: String(form.get('q') ?? '').trim() || undefined,
      status: (String(form.get('status') ?? '') || undefined) as ShopState | undefined,
    });
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  return (
    <main className="page admin-page admin-shops" id="content">
      <h1>{t('admin.shops.title')}</h1>
      <form
        key={params.toString()}
        className="card admin-shops-filter"
        onSubmit={submit}
        aria-label={t('admin.shops.searchTitle')}
      >
        <div className="field">
          <label htmlFor={searchId}>{t('admin.shops.search')}</label>
          <input
            id={searchId}
            name="q"
            type="search"
            maxLength={100}
            defaultValue={filter.q ?? ''}
            placeholder={t('admin.shops.searchHint')}
          />
        </div>
        <SelectField label={t('admin.shops.state')} name="status" defaultValue={filter.status ?? ''}>
          <option value="">{t('admin.shops.all')}</option>
          {SHOP_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`admin.shops.states.${s}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn">
          {t('admin.shops.searchButton')}
        </button>
      </form>
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LineSkeleton lines={6} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('admin.shops.empty')} />
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <p className="muted" role="status">
            {t('admin.shops.total', { count: list.data.total })}
          </p>
          <ul className="admin-shops-list" data-testid="shops-list">
            {list.data.items.map((s) => (
              <ShopCard key={s.id} shop={s} href={adminDetail('shops', s.id)} />
            ))}
          </ul>
          <AdminPager page={filter.page ?? 1} pages={pages} onPage={(page) => go({ ...filter, page })} />
        </div>
      )}
    </main>
  );
}
