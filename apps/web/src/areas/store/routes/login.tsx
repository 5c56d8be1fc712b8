// Sign in (spec §2 /pages/users/login), with links to registration and the password reset. After
// sign-in the device cart is merged and ?redirect= (checkout) is followed.

import { loginBody, type SessionAnswer } from '@polymart/contract/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Field } from '../../../components/form-field.tsx';
import { siteConfigQuery } from '../../../features/content/api/queries.ts';
import { api } from '../../../lib/api.ts';
import { type FieldErrors, failureText, parseForm } from '../../../lib/form-errors.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { signedIn } from '../../../lib/session.ts';
import { afterSignIn } from '../after-sign-in.ts';

export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const redirect = useSearchParams()[0].get('redirect');
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  useTitle(t('auth.loginTitle'));
  const { data: site } = useQuery(siteConfigQuery(useLang()));
  const withTikTok = async () => {
    const { url } = await api<{ url: string }>('/customer/login/tiktok');
    window.location.assign(url);
  };
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
    const parsed = parseForm(loginBody, body, t);
    setFields(parsed.ok ? {} : parsed.errors);
    setError(undefined);
    if (!parsed.ok) return;
    setBusy(true);
    try {
      const res = await api<SessionAnswer>('/customer/login/account', { body, quiet: true });
      signedIn(res['access-token'], res.user);
      await afterSignIn(client, navigate, redirect);
    } catch (err) {
      setError(failureText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page auth">
      <h1>{t('auth.loginTitle')}</h1>
      <form className="form card form-card" onSubmit={submit} noValidate>
        <Field
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          error={fields.email}
        />
        <Field
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fields.password}
        />
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn" disabled={busy}>
          {t('auth.login')}
        </button>
        {site?.social_login?.tiktok && (
          <button type="button" className="btn btn-outline" onClick={() => void withTikTok()}>
            {t('auth.tiktok')}
          </button>
        )}
        <p className="form-links">
          <Link to={paths.forgot}>{t('auth.forgotLink')}</Link>
          <Link to={redirect ? `${paths.register}?redirect=${encodeURIComponent(redirect)}` : paths.register}>
            {t('auth.registerLink')}
          </Link>
        </p>
      </form>
    </div>
  );
}
