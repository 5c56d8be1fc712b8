// The coupons a buyer can collect on a product's or a shop's page, each with Collect. Visitors are
// asked to sign in first. Nothing shows when there is no coupon to offer.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureText } from '../../lib/form-errors.ts';
import { useHere } from '../../lib/hooks.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { availableCouponsQuery, type Coupon, type CouponPlace, collectCoupon, useCouponText } from './api.ts';
import '../../styles/after-sales.css';

function CouponTicket({ coupon, onCollect }: { coupon: Coupon; onCollect: () => Promise<void> }) {
  const { t } = useTranslation();
  const id = useId();
  const text = useCouponText()(coupon);
  const [busy, setBusy] = useState(false);
  return (
    <li className="coupon">
      <p className="coupon-text">
        <strong id={`${id}-head`}>{text.headline}</strong>
        <span className="small muted">
          {t('coupons.codeIs', { code: coupon.code })} · {text.conditions}
        </span>
      </p>
      {coupon.collected ? (
        <span className="coupon-done">{t('coupons.collected')}</span>
      ) : (
        <button
          type="button"
          className="btn btn-outline"
          aria-describedby={`${id}-head`}
          aria-busy={busy || undefined}
          onClick={async () => {
            if (busy) return;
            setBusy(true);
            await onCollect().finally(() => setBusy(false));
          }}
        >
          {t('coupons.collect')}
        </button>
      )}
    </li>
  );
}

export function CouponStrip({ place }: { place: CouponPlace }) {
  const { t } = useTranslation();
  const user = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const here = useHere();
  const id = useId();
  const coupons = useQuery(availableCouponsQuery(user?.id ?? 0, place));
  if (!coupons.data?.length) return null;
  const collect = async (coupon: Coupon) => {
    if (!user) {
      showToast(t('coupons.signIn'), 'info');
      navigate(paths.loginThen(here));
      return;
    }
    try {
      await collectCoupon(coupon.id);
      showToast(t('coupons.collectedToast', { code: coupon.code }), 'success');
    } catch (err) {
      showToast(failureText(err, t));
    }
    // collected now, or taken by others meanwhile: either way the list has changed
    await client.invalidateQueries({ queryKey: ['coupons'] });
  };
  return (
    <section className="coupon-strip" aria-labelledby={id}>
      <h2 id={id}>{t('coupons.title')}</h2>
      <ul>
        {coupons.data.map((c) => (
          <CouponTicket key={c.id} coupon={c} onCollect={() => collect(c)} />
        ))}
      </ul>
    </section>
  );
}
