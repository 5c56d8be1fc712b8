// The coupon at the checkout's confirm step: type a code (or pick a collected coupon) and Apply,
// or Remove the one applied. A code is checked with the contract's rule, then tried with a quote
// (`onTry`, the checkout's), so a refused code (2000004) is said next to the field while the order
// keeps its current quote; an accepted one goes into the URL with the rest of the checkout, and
// the submit sends it.
import { couponCodeBody } from '@polymart/contract/coupons';
import type { Quote } from '@polymart/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../lib/currency.ts';
import { failureText, parseForm } from '../../lib/form-errors.ts';
import { useSession } from '../../lib/session.ts';
import { myCouponsQuery, usableNow, useCouponText } from './api.ts';
import '../../styles/after-sales.css';

export function CouponField({
  quote,
  onTry,
  onChange,
}: {
  quote: Quote;
  /** Quotes the checkout with the code; rejects as the server refuses it. */
  onTry: (code: string) => Promise<unknown>;
  onChange: (coupon: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const user = useSession();
  const format = usePrice();
  const describe = useCouponText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const mine = useQuery({ ...myCouponsQuery(user?.id ?? 0), enabled: Boolean(user) });
  if (!user) return null;
  const shops = new Set(quote.shops.map((s) => s.shop.id));
  const pickable = (mine.data ?? []).filter(
    (c) => usableNow(c) && (c.shop_id === null || shops.has(c.shop_id)) && c.code !== quote.coupon?.code,
  );

  const apply = async (raw: string) => {
    // a code that cannot be one is said the way the server would refuse it (2000004)
    const parsed = parseForm(couponCodeBody, { coupon_code: raw }, t, { coupon_code: 'errors.2000004' });
    setError(parsed.ok ? undefined : parsed.errors.coupon_code);
    if (!parsed.ok || busy) return;
    const code = parsed.data.coupon_code;
    setBusy(true);
    try {
      await onTry(code);
      setText('');
      onChange(code);
    } catch (err) {
      setError(failureText(err, t));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void apply(text);
  };

  return (
    <div className="coupon-field">
      {quote.coupon ? (
        <p className="coupon-applied">
          <span>
            {t('coupons.applied', { code: quote.coupon.code })} <strong>−{format(quote.coupon.discount)}</strong>
          </span>
          <button type="button" className="btn btn-ghost" onClick={() => onChange(undefined)}>
            {t('coupons.remove')}
          </button>
        </p>
      ) : (
        <form className="field" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-code`}>{t('coupons.code')}</label>
          <div className="field-row">
            <input
              id={`${id}-code`}
              value={text}
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={32}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-err` : undefined}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="btn btn-outline" disabled={busy || !text.trim()}>
              {t('coupons.apply')}
            </button>
          </div>
        </form>
      )}
      {error && (
        <p id={`${id}-err`} role="alert" className="field-error">
          {error}
        </p>
      )}
      {pickable.length > 0 && (
        <section aria-labelledby={`${id}-mine`}>
          <h3 id={`${id}-mine`}>{t('coupons.mine')}</h3>
          <ul className="coupon-picks">
            {pickable.map((c) => {
              const words = describe(c);
              return (
                <li key={c.id}>
                  <span>
                    <strong>{c.code}</strong> · {words.headline}
                    <span className="small muted"> · {words.conditions}</span>
                  </span>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={t('coupons.use', { code: c.code })}
                    disabled={busy}
                    onClick={() => void apply(c.code)}
                  >
                    {t('coupons.useShort')}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The coupon in the checkout's URL was refused (used up or over since it was applied). */
export function CouponRefused({ onRemove }: { onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card panel" role="alert">
      <p>{t('coupons.refused')}</p>
      <button type="button" className="btn" onClick={onRemove}>
        {t('coupons.continueWithout')}
      </button>
    </div>
  );
}
