// The "send code" button of every SMS form: checks the number, asks for a code, then counts down
// the 60 s before another may be asked for (spec §9); a wait the server names (2000077) counts
// down too. Refusals come back as form errors, next to the phone field where they concern it.
import { type SmsPurpose, smsSendBody } from '@polymart/contract/sms';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { type FieldErrors, failedField, failureText } from '../../lib/form-errors.ts';
import { sendSmsCode } from './api.ts';
import './phone-verification.css';

/** Seconds left, counting down once a second to 0. */
export function useCountdown(): [number, (s: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

const SMS_CODES = [2000001, 2000075, 2000076, 2000077, 2000078, 2000079];

/**
 * A refusal of the SMS calls as form errors: the code's own words next to the field it names
 * (a wrong code next to the code, a taken number next to the phone), else for the whole form.
 * Null for other failures, which the form handles as it always did.
 */
export function smsFailure(err: unknown, t: (key: string, o?: Record<string, unknown>) => string): FieldErrors | null {
  if (!(err instanceof ApiError) || !SMS_CODES.includes(err.code)) return null;
  const field = failedField(err);
  const text = failureText(err, t);
  return field ? { [field]: text } : { form: text };
}

export function SendCodeButton({
  purpose,
  phone,
  onErrors,
  onSent,
}: {
  purpose: SmsPurpose;
  /** The number as typed, read when the button is pressed. */
  phone: () => string;
  onErrors: (errors: FieldErrors) => void;
  onSent?: (phone: string) => void;
}) {
  const { t } = useTranslation();
  const [wait, setWait] = useCountdown();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const parsed = smsSendBody.safeParse({ phone: phone(), purpose });
    if (!parsed.success) return onErrors({ phone: t('sms.phoneInvalid') });
    onErrors({});
    setBusy(true);
    try {
      const res = await sendSmsCode(parsed.data.phone, purpose);
      setSent(true);
      setWait(res.resend_after_s);
      onSent?.(parsed.data.phone);
    } catch (err) {
      if (err instanceof ApiError && err.code === 2000077) {
        // the code sent less than a minute ago is still good: the form may ask for it
        setWait((err.data as { resend_after_s?: number } | null)?.resend_after_s ?? 60);
        onSent?.(parsed.data.phone);
      }
      onErrors(smsFailure(err, t) ?? { form: failureText(err, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="sms-send">
      <button type="button" className="btn btn-outline" disabled={busy || wait > 0} onClick={() => void send()}>
        {wait > 0 ? t('sms.resendIn', { count: wait }) : sent ? t('sms.resend') : t('sms.sendCode')}
      </button>
      <p className="small muted" role="status">
        {sent ? t('sms.codeSent') : ''}
      </p>
    </div>
  );
}
