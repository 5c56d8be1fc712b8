// Registration's phone check (issue 16): when the site requires a verified phone, a "send code"
// button under the phone field and a field for the 6-digit code (sent as sms_code).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useSmsSettings } from './api.ts';
import { SendCodeButton } from './send-code.tsx';

export function RegisterSmsCode({ error, onErrors }: { error?: string; onErrors: (errors: FieldErrors) => void }) {
  const { t } = useTranslation();
  const { requirePhone } = useSmsSettings();
  const anchor = useRef<HTMLDivElement>(null);
  if (!requirePhone) return null;
  // the phone is the registration form's own field, read when the button is pressed
  const phone = () => {
    const input = anchor.current?.closest('form')?.elements.namedItem('phone');
    return input instanceof HTMLInputElement ? input.value : '';
  };
  return (
    <div ref={anchor}>
      <SendCodeButton purpose="register" phone={phone} onErrors={onErrors} />
      <Field
        label={t('sms.code')}
        name="sms_code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        error={error}
      />
    </div>
  );
}
