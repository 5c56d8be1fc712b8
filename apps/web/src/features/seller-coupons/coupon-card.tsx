// One coupon of the shop: its code and what it takes off, the minimum spend, when it runs, how
// often it was used, its state, and the switch (and delete, while nobody has it yet).
import type { Coupon } from '@polymart/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Problem } from '../../components/problem.tsx';
import { usePrice } from '../../lib/currency.ts';
import { failureText } from '../../lib/form-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { langTag } from '../../lib/numbers.ts';
import { showToast } from '../../lib/toast.ts';
import { couponState, deleteCoupon, sellerCouponsChanged, switchCoupon } from './api.ts';
import '../../styles/coupons.css';

/** Basis points as a percentage: 1250 → "12.5%". */
export const percent = (bp: number, lang: string) =>
  `${new Intl.NumberFormat(langTag(lang), { maximumFractionDigits: 2 }).format(bp / 100)}%`;

export function CouponCard({
  coupon,
  switchTo = switchCoupon,
  changed = sellerCouponsChanged,
  deletable = true,
}: {
  coupon: Coupon;
  /** The seller's shop's coupon (default) or, in the admin area, the platform's. */
  switchTo?: (id: number, on: boolean) => Promise<Coupon>;
  changed?: (client: QueryClient) => Promise<unknown>;
  deletable?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = usePrice();
  const client = useQueryClient();
  const [error, setError] = useState<string>();
  const state = couponState(coupon);
  const act = useMutation({
    mutationFn: async (action: 'on' | 'off' | 'delete') => {
      if (action === 'delete') await deleteCoupon(coupon.id);
      else await switchTo(coupon.id, action === 'on');
      return action;
    },
    onMutate: () => setError(undefined),
    onSuccess: async (action) => {
      showToast(t(`seller.coupons.done.${action}`), 'success');
      await changed(client);
    },
    onError: (err) => setError(failureText(err, t)),
  });
  const off = coupon.kind === 'percent' ? percent(coupon.value, lang) : format(coupon.value);
  return (
    <li className="card coupon-card">
      <div className="order-card-head">
        <h2 className="coupon-code" id={`coupon-${coupon.id}`}>
          {coupon.code}
        </h2>
        <span className={`status coupon-${state}`}>{t(`seller.coupons.state.${state}`)}</span>
      </div>
      <dl className="facts">
        <div>
          <dt>{t('seller.coupons.discount')}</dt>
          <dd>
            {off}
            {coupon.max_discount !== null && ` · ${t('seller.coupons.upTo', { amount: format(coupon.max_discount) })}`}
          </dd>
        </div>
        <div>
          <dt>{t('seller.coupons.minSpend')}</dt>
          <dd>{coupon.min_spend > 0 ? format(coupon.min_spend) : t('seller.coupons.noMinimum')}</dd>
        </div>
        <div>
          <dt>{t('seller.coupons.valid')}</dt>
          <dd>
            {formatDate(coupon.starts_at, lang)} – {formatDate(coupon.ends_at, lang)}
          </dd>
        </div>
        <div>
          <dt>{t('seller.coupons.uses')}</dt>
          <dd>
            {t('seller.coupons.usedOf', { used: coupon.used_count, limit: coupon.total_limit })} ·{' '}
            {t('seller.coupons.perBuyer', { n: coupon.per_user_limit })}
          </dd>
        </div>
      </dl>
      <Problem text={error} />
      <div className="buy-row">
        <button
          type="button"
          className="btn btn-outline"
          disabled={act.isPending}
          onClick={() => act.mutate(coupon.enabled ? 'off' : 'on')}
          aria-describedby={`coupon-${coupon.id}`}
        >
          {coupon.enabled ? t('seller.coupons.switchOff') : t('seller.coupons.switchOn')}
        </button>
        {deletable && coupon.used_count === 0 && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={act.isPending}
            onClick={() => {
              if (window.confirm(t('seller.coupons.deleteConfirm', { code: coupon.code }))) act.mutate('delete');
            }}
            aria-describedby={`coupon-${coupon.id}`}
          >
            {t('seller.coupons.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
