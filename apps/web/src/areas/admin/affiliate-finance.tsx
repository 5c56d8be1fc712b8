// The affiliate programme on the operators' finance screen (issue 16): what it paid referrers,
// what waits, what reversals took back and what they could not, the terms, and the switch that
// pauses it — shown to roles that read money, the switch only to those with the finance permission.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LineSkeleton } from '../../components/states.tsx';
import { allows, useStaffSelf } from '../../features/admin-staff/access.tsx';
import { affiliateAdminQuery, switchAffiliate } from '../../features/affiliate/api.ts';
import { useBasePrice } from '../../lib/base-price.ts';
import { failureText } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast.ts';

const MONEY = ['paid', 'pending', 'reversed', 'unrecovered'] as const;

export function AffiliateFinance() {
  const { t } = useTranslation();
  const id = useId();
  const price = useBasePrice();
  const self = useStaffSelf();
  const client = useQueryClient();
  const query = useQuery(affiliateAdminQuery());
  const toggle = useMutation({
    mutationFn: switchAffiliate,
    onSuccess: (data) => {
      client.setQueryData(affiliateAdminQuery().queryKey, data);
      showToast(t(data.enabled ? 'affiliate.admin.resumed' : 'affiliate.admin.pausedDone'), 'success', 2500);
    },
    onError: (err) => showToast(failureText(err, t)),
  });
  const data = query.data;
  return (
    <section className="finance-section affiliate-finance" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('affiliate.admin.title')}</h2>
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !data ? (
        <LineSkeleton />
      ) : (
        <>
          <p className="card panel" data-testid="affiliate-admin-state">
            <strong>{t(data.enabled ? 'affiliate.admin.on' : 'affiliate.admin.off')}</strong> ·{' '}
            {t('affiliate.admin.terms', { rate: data.rate_bp / 100, days: data.days })} ·{' '}
            {t('affiliate.admin.referrals', { referrals: data.referrals, referrers: data.referrers })}
          </p>
          <ul className="finance-figures">
            {MONEY.map((k) => (
              <li key={k} className="card finance-figure">
                <span className="muted">{t(`affiliate.admin.${k}`)}</span>
                <strong data-testid={`affiliate-admin-${k}`}>{price(data[k])}</strong>
              </li>
            ))}
          </ul>
          {allows(self.data, 'finance') && (
            <button
              type="button"
              className={data.enabled ? 'btn btn-ghost' : 'btn'}
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(!data.enabled)}
            >
              {t(data.enabled ? 'affiliate.admin.pause' : 'affiliate.admin.resume')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
