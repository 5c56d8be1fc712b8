// The profile's phone verification (issue 16): whether the profile's phone is verified, and a form
// to verify a number with the code texted to it (the verified number becomes the profile's phone).
import { smsVerifyBody } from '@polymart/contract/sms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { ErrorState, LineSkeleton } from '../../components/states.tsx';
import { type FieldErrors, failureErrors, parseForm } from '../../lib/form-errors.ts';
import { sessionStore, useSession } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { phoneStatusQuery, verifyPhone } from './api.ts';
import { SendCodeButton, smsFailure } from './send-code.tsx';

export function PhoneVerification() {
  const { t } = useTranslation();
  const client = useQueryClient();
  // asked again when the profile's phone changes (a new phone is not verified)
  const status = useQuery(phoneStatusQuery(useSession()?.phone));
  const [phone, setPhone] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const value = phone ?? status.data?.phone ?? '';
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '');
    const parsed = parseForm(smsVerifyBody, { phone: value, code }, t);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    try {
      const saved = await verifyPhone(parsed.data.phone, parsed.data.code);
      // the verified number is the profile's phone now
      sessionStore.set((s) => (s ? { ...s, phone: saved.phone } : s));
      client.setQueryData(phoneStatusQuery(saved.phone).queryKey, saved);
      setSent(false);
      setPhone(null);
      showToast(t('sms.verifiedDone'), 'success');
    } catch (err) {
      setErrors(smsFailure(err, t) ?? failureErrors(err, t, ['phone', 'code']));
    }
  };
  return (
    <section className="card form-card" aria-labelledby="sms-verify-title">
      <h2 id="sms-verify-title">{t('sms.verifyTitle')}</h2>
      {status.isError ? (
        <ErrorState onRetry={() => void status.refetch()} />
      ) : !status.data ? (
        <LineSkeleton lines={2} />
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p role="status" className={status.data.verified ? 'sms-verified' : 'small muted'}>
            {status.data.verified ? t('sms.verified', { phone: status.data.verified_phone }) : t('sms.notVerified')}
          </p>
          <Field
            label={t('sms.phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={value}
            onChange={(e) => setPhone(e.target.value)}
            required
            error={errors.phone}
          />
          <SendCodeButton purpose="verify" phone={() => value} onErrors={setErrors} onSent={() => setSent(true)} />
          {sent && (
            <>
              <Field
                label={t('sms.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                error={errors.code}
              />
              <button type="submit" className="btn">
                {t('sms.verify')}
              </button>
            </>
          )}
          {errors.form && (
            <p role="alert" className="field-error">
              {errors.form}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
