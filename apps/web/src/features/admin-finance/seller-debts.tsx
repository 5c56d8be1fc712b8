// Who owes the platform (GET /api/admin/finance/debts): each seller with a debt, the largest first,
// since when, what their balance could pay at once, and whether their shops' cash-on-delivery
// orders are stopped — the figure "owed by sellers" above, seller by seller.
import type { Paged } from '@polymart/contract/common';
import type { SellerDebt } from '@polymart/contract/earnings';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LineSkeleton } from '../../components/states.tsx';
import { api } from '../../lib/api.ts';
import { useBasePrice } from '../../lib/base-price.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';

export function SellerDebts() {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  const debts = useQuery({
    queryKey: ['admin-finance-debts'],
    queryFn: ({ signal }) => api<Paged<SellerDebt>>('/admin/finance/debts', { query: { page_size: 50 }, signal }),
    staleTime: 0,
  });
  return (
    <section className="finance-section" aria-labelledby="finance-debts">
      <h2 id="finance-debts">{t('admin.finance.debts.title')}</h2>
      {debts.isError ? (
        <ErrorState onRetry={() => void debts.refetch()} />
      ) : !debts.data ? (
        <LineSkeleton lines={2} />
      ) : debts.data.items.length === 0 ? (
        <p className="muted">{t('admin.finance.debts.none')}</p>
      ) : (
        <ul className="seller-debts" data-testid="seller-debts">
          {debts.data.items.map((d) => (
            <li key={d.user_id} className="card seller-debt">
              <span className="seller-debt-who">
                <strong>{d.shops.map((s) => s.name).join(', ') || d.name}</strong>
                <span className="small muted">
                  {d.name} · {d.email}
                </span>
              </span>
              <strong className="seller-debt-amount">{price(d.debt)}</strong>
              <span className="small">
                {t('admin.finance.debts.since', { date: formatDate(d.debt_since, lang) })} ·{' '}
                {t('admin.finance.debts.available', { amount: price(d.available) })}
              </span>
              {d.cod_blocked && <span className="seller-debt-cod">{t('admin.finance.debts.codStopped')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
