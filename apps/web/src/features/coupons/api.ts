// Coupon calls: what can be collected on a product's or a shop's page (the platform's coupons and
// that shop's), collecting one, and the buyer's collected coupons for the checkout to pick from.
// Whether a coupon is collected depends on who asks, so the lists are keyed by the user.
import type { Coupon } from '@polymart/contract/coupons';
import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { usePrice } from '../../lib/currency.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';

export type { Coupon };

export type CouponPlace = { shop_id: number } | { product_id: number };

export const availableCouponsQuery = (userId: number, place: CouponPlace) =>
  queryOptions({
    queryKey: ['coupons', 'available', userId, place],
    queryFn: ({ signal }) => api<Coupon[]>('/customer/coupon/available', { query: place, signal, quiet: true }),
  });

export const myCouponsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['coupons', 'mine', userId],
    queryFn: ({ signal }) => api<Coupon[]>('/customer/coupon/mine', { signal, quiet: true }),
  });

export const collectCoupon = (couponId: number) =>
  api<Coupon>('/customer/coupon/collect', { body: { coupon_id: couponId }, quiet: true });

/** Running now and not all used; the server decides at checkout, this only orders the list. */
export function usableNow(c: Coupon, now = Date.now()): boolean {
  return Date.parse(c.starts_at) <= now && now < Date.parse(c.ends_at) && c.used_count < c.total_limit;
}

/** A coupon in words: "$5.00 off" or "10% off", and its conditions. */
export function useCouponText() {
  const { t } = useTranslation();
  const format = usePrice();
  const lang = useLang();
  return (c: Coupon) => ({
    headline:
      c.kind === 'fixed'
        ? t('coupons.fixedOff', { amount: format(c.value) })
        : t('coupons.percentOff', { percent: c.value / 100 }),
    conditions: [
      c.min_spend > 0 ? t('coupons.minSpend', { amount: format(c.min_spend) }) : t('coupons.noMinimum'),
      c.kind === 'percent' && c.max_discount !== null ? t('coupons.upTo', { amount: format(c.max_discount) }) : '',
      c.shop_id === null ? t('coupons.allShops') : t('coupons.shopOnly', { shop: c.shop_name ?? '' }),
      t('coupons.until', { date: formatDate(c.ends_at, lang) }),
    ]
      .filter(Boolean)
      .join(' · '),
  });
}
