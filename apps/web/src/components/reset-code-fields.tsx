// The last step of a password reset, by mail or by phone: the 6-digit code received, the new
// password twice, and the button.
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../lib/form-errors.ts';
import { Field } from './form-field.tsx';

export function ResetCodeFields({ codeLabel, errors }: { codeLabel: string; errors: FieldErrors }) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={codeLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={errors.code}
      />
      <Field
        label={t('auth.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={8}
        required
        error={errors.password}
      />
      <Field
        label={t('auth.confirmPassword')}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm_password}
      />
      <button type="submit" className="btn">
        {t('auth.resetSubmit')}
      </button>
    </>
  );
}
