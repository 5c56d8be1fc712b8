// Operators sign in with their email and password; an account that is not an operator's is
// signed out again at once and told so.
import type { SessionAnswer } from '@polymart/contract/account';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { api } from '../../lib/api.ts';
import { failureText } from '../../lib/form-errors.ts';
import { logout, signedIn } from '../../lib/session.ts';
import { KEYS, storage } from '../../lib/storage.ts';

export function SignIn() {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(undefined);
    setBusy(true);
    try {
      const res = await api<SessionAnswer>('/customer/login/account', {
        body: { email: String(form.get('email')), password: String(form.get('password')) },
        quiet: true,
      });
      if (res.user.role !== 'admin') {
        storage.set(KEYS.token, res['access-token']);
        await logout(() => {});
        setError(t('admin.notAdmin'));
        return;
      }
      signedIn(res['access-token'], res.user);
    } catch (err) {
      setError(failureText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="page auth" id="content">
      <h1>{t('admin.signInTitle')}</h1>
      <form className="form card form-card" onSubmit={submit} noValidate>
        <Field label={t('auth.email')} name="email" type="email" autoComplete="username" required />
        <Field label={t('auth.password')} name="password" type="password" autoComplete="current-password" required />
        <Problem text={error} />
        <button type="submit" className="btn" disabled={busy}>
          {t('auth.login')}
        </button>
      </form>
    </main>
  );
}
