// Registration (spec §2 /pages/users/register): terms agreement, invitation code from ?code=. The
// form is checked with the contract's registerBody first; a taken email is the server's to say.
import { PASSWORD_MIN, registerBody, type SessionAnswer } from '@polymart/contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Field } from '../../../components/form-field.tsx';
import { refIn, rememberedRef } from '../../../features/affiliate/ref.ts';
import { RegisterSmsCode } from '../../../features/phone-verification/register-code.tsx';
import { smsFailure } from '../../../features/phone-verification/send-code.tsx';
import { ApiError, api } from '../../../lib/api.ts';
import { failureErrors, failureText, parseForm } from '../../../lib/form-errors.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { signedIn } from '../../../lib/session.ts';
import { afterSignIn } from '../after-sign-in.ts';

const FIELDS = ['name', 'phone', 'email', 'password', 'confirm_password', 'invitation_code'] as const;

export default function Register() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  // a typed ?code=, else a share link's ?ref= here or remembered from an earlier page (affiliate)
  const code = params.get('code') ?? refIn(params.toString()) ?? rememberedRef() ?? '';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useTitle(t('auth.registerTitle'));
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body: Record<string, string> = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
    body.agree = form.get('agree') ? 'true' : 'false';
    // issue 16: the SMS code, when the site requires a verified phone
    if (form.get('sms_code')) body.sms_code = String(form.get('sms_code'));
    const parsed = parseForm(registerBody, body, t, { agree: 'auth.agreeNeeded' });
    const found = parsed.ok ? {} : { ...parsed.errors };
    // the schema compares the passwords only once every field is right: say it with the rest, at once
    if (body.confirm_password && body.confirm_password !== body.password)
      found.confirm_password = t('auth.passwordsDiffer');
    if (found.password && body.password) found.password = t('auth.passwordRule', { min: PASSWORD_MIN });
    setErrors(found);
    if (!parsed.ok || Object.keys(found).length) return;
    setBusy(true);
    try {
      const res = await api<SessionAnswer>('/customer/register/account', {
        body,
        quiet: true,
      });
      signedIn(res['access-token'], res.user);
      await afterSignIn(client, navigate, params.get('redirect'));
    } catch (err) {
      // a taken email is said next to the email field
      setErrors(
        smsFailure(err, t) ??
          (err instanceof ApiError && err.code === 1100000
            ? { email: failureText(err, t) }
            : failureErrors(err, t, [...FIELDS, 'agree'])),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page auth">
      <h1>{t('auth.registerTitle')}</h1>
      <form className="form card form-card" onSubmit={submit} noValidate>
        <Field label={t('auth.name')} name="name" autoComplete="name" required error={errors.name} />
        <Field label={t('auth.phone')} name="phone" type="tel" autoComplete="tel" required error={errors.phone} />
        <RegisterSmsCode error={errors.sms_code} onErrors={setErrors} />
        <Field label={t('auth.email')} name="email" type="email" autoComplete="email" required error={errors.email} />
        <Field
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          required
          error={errors.password}
        />
        {/* the rule before the first try, not only in the error after it */}
        <p className="muted small" data-testid="password-rule">
          {t('auth.passwordRule', { min: PASSWORD_MIN })}
        </p>
        <Field
          label={t('auth.confirmPassword')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm_password}
        />
        <Field
          label={t('auth.invitationCode')}
          name="invitation_code"
          defaultValue={code}
          error={errors.invitation_code}
        />
        <div className="field check">
          <input id="agree" name="agree" type="checkbox" aria-invalid={errors.agree ? true : undefined} />
          <label htmlFor="agree">
            {t('auth.agree')} <Link to={paths.policy('terms')}>{t('policy.terms')}</Link>
          </label>
          {errors.agree && <p className="field-error">{errors.agree}</p>}
        </div>
        {errors.form && (
          <p role="alert" className="field-error">
            {errors.form}
          </p>
        )}
        <button type="submit" className="btn" disabled={busy}>
          {t('auth.register')}
        </button>
        <p className="form-links">
          <Link to={paths.login}>{t('auth.loginLink')}</Link>
        </p>
      </form>
    </div>
  );
}
