// Password reset by phone (issue 16), offered on the forgotten-password screen when the site allows
// it (setting reset_by_phone): the account's verified number gets a 6-digit code, which sets a new
// password. The answer to "send" is the same whether or not the number has an account.
import { resetByPhoneBody } from '@polymart/contract/sms';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../components/form-field.tsx';
import { ResetCodeFields } from '../../components/reset-code-fields.tsx';
import { type FieldErrors, failureErrors, parseForm } from '../../lib/form-errors.ts';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { resetByPhone, useSmsSettings } from './api.ts';
import { SendCodeButton, smsFailure } from './send-code.tsx';

const FIELDS = ['phone', 'code', 'password', 'confirm_password'];

function ResetByPhoneForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
    const parsed = parseForm(resetByPhoneBody, body, t);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    try {
      await resetByPhone(parsed.data);
      showToast(t('auth.resetDone'), 'success');
      navigate(paths.login, { replace: true });
    } catch (err) {
      setErrors(smsFailure(err, t) ?? failureErrors(err, t, FIELDS));
    }
  };
  return (
    <form className="form card form-card" onSubmit={submit} noValidate aria-labelledby="sms-reset-title">
      <h2 id="sms-reset-title">{t('sms.resetTitle')}</h2>
      <p className="small muted">{t('sms.resetHint')}</p>
      <Field
        label={t('sms.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        required
        error={errors.phone}
      />
      <SendCodeButton purpose="reset" phone={() => phone} onErrors={setErrors} onSent={() => setSent(true)} />
      {sent && <ResetCodeFields codeLabel={t('sms.code')} errors={errors} />}
      {errors.form && (
        <p role="alert" className="field-error">
          {errors.form}
        </p>
      )}
    </form>
  );
}

/** Nothing while the site does not allow it; then a button that opens the form. */
export function ResetByPhoneOption() {
  const { t } = useTranslation();
  const { resetByPhone: allowed } = useSmsSettings();
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <div className="sms-option">
      {open ? (
        <ResetByPhoneForm />
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
          {t('sms.resetByPhone')}
        </button>
      )}
    </div>
  );
}
