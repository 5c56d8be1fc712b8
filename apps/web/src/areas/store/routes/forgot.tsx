// Forgotten password: the emailed 6-digit code, a resend after 60 s (spec §9), a new password.
// Both steps are checked with the contract's schemas before they are sent.
import { forgotPasswordBody, resetPasswordBody } from '@polymart/contract/account';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Field } from '../../../components/form-field.tsx';
import { ResetCodeFields } from '../../../components/reset-code-fields.tsx';
import { ResetByPhoneOption } from '../../../features/phone-verification/reset-by-phone.tsx';
import { api } from '../../../lib/api.ts';
import { type FieldErrors, failureErrors, parseForm } from '../../../lib/form-errors.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { showToast } from '../../../lib/toast.ts';

/** Spec §9: verification code countdown 60 s. */
const RESEND_S = 60;

export default function Forgot() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [wait, setWait] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  useTitle(t('auth.forgotTitle'));
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const fail = (err: unknown) => setErrors(failureErrors(err, t, ['email', 'code', 'password', 'confirm_password']));

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    const parsed = parseForm(forgotPasswordBody, { email }, t);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    try {
      await api('/customer/login/forgot', { body: { email }, quiet: true });
      setSent(true);
      setWait(RESEND_S);
    } catch (err) {
      fail(err);
    }
  };
  const reset = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = {
      email,
      code: String(form.get('code') ?? ''),
      password: String(form.get('password') ?? ''),
      confirm_password: String(form.get('confirm_password') ?? ''),
    };
    const parsed = parseForm(resetPasswordBody, body, t);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    try {
      await api('/customer/login/reset', { body, quiet: true });
      showToast(t('auth.resetDone'), 'success');
      navigate(paths.login, { replace: true });
    } catch (err) {
      fail(err);
    }
  };
  return (
    <div className="page auth">
      <h1>{t('auth.forgotTitle')}</h1>
      <form className="form card form-card" onSubmit={send} noValidate>
        <Field
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          error={errors.email}
        />
        <button type="submit" className="btn btn-outline" disabled={wait > 0 || !email}>
          {wait > 0 ? t('auth.resendIn', { count: wait }) : sent ? t('auth.resend') : t('auth.sendCode')}
        </button>
      </form>
      {sent && (
        <form className="form card form-card" onSubmit={reset} noValidate>
          <p role="status">{t('auth.codeSent', { email })}</p>
          <ResetCodeFields codeLabel={t('auth.code')} errors={errors} />
        </form>
      )}
      {errors.form && (
        <p role="alert" className="field-error">
          {errors.form}
        </p>
      )}
      <ResetByPhoneOption />
      <p className="form-links">
        <Link to={paths.login}>{t('auth.loginLink')}</Link>
      </p>
    </div>
  );
}
