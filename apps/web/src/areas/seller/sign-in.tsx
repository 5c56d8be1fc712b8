// Signing in to the seller area directly, with email and password, when no seller link brought a
// session (or its one-time code had been used or had expired). Whoever signs in stays signed in;
// the frame then shows a customer or an operator the no-permission screen rather than a failure.
import { loginBody } from '@polymart/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { api } from '../../lib/api.ts';
import { failureText, parseForm } from '../../lib/form-errors.ts';
import { type SessionInfo, signedIn } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { refused } from './access.ts';
import { linkExpired } from './session-start.ts';
import { useSellerTitle } from './title.ts';

export function SellerSignIn({ storefront }: { storefront: string }) {
  const { t } = useTranslation();
  const expired = useStore(linkExpired);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useSellerTitle(t('seller.signIn.title'));
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    const parsed = parseForm(loginBody, input, t);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    setBusy(true);
    try {
      const res = await api<{ 'access-token': string; user: SessionInfo }>('/customer/login/account', {
        body: parsed.data,
        quiet: true,
      });
      refused.set(false);
      linkExpired.set(false);
      signedIn(res['access-token'], res.user);
    } catch (err) {
      setErrors({ form: failureText(err, t) });
      setBusy(false);
    }
  };
  return (
    <div className="page auth">
      <h1>{t('seller.signIn.title')}</h1>
      {expired ? (
        <p className="card panel seller-notice" role="status">
          {t('seller.signIn.linkExpired')}
        </p>
      ) : (
        <p>{t('seller.signIn.intro')}</p>
      )}
      <form className="form card form-card" onSubmit={submit} noValidate>
        <Field
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          error={errors.email}
        />
        <Field
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <Problem text={errors.form} />
        <button type="submit" className="btn" disabled={busy}>
          {t('auth.login')}
        </button>
      </form>
      <p>
        <a href={storefront}>{t('seller.backToStorefront')}</a>
      </p>
    </div>
  );
}
