// The bank-card inputs (number, expiry month and year, code), written once for the card top-up and
// for paying an order. Uncontrolled (read from the form) unless a value and onChange are given.
import { useTranslation } from 'react-i18next';
import type { CardInputValues } from '../lib/payment.ts';
import { Field } from './form-field.tsx';

type CardValues = CardInputValues;

export function CardInputs({
  value,
  onChange,
  errors = {},
}: {
  value?: CardValues;
  onChange?: (field: keyof CardValues, v: string) => void;
  /** Problems by field name, said next to each input. */
  errors?: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const bind = (name: keyof CardValues) =>
    value
      ? { value: value[name], onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange?.(name, e.target.value) }
      : {};
  return (
    <>
      <p className="muted small">{t('wallet.sandboxHint')}</p>
      <Field
        label={t('wallet.cardNumber')}
        name="card_number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        required
        error={errors.card_number}
        {...bind('card_number')}
      />
      <div className="row">
        <Field
          label={t('wallet.expMonth')}
          name="exp_month"
          inputMode="numeric"
          autoComplete="cc-exp-month"
          maxLength={2}
          required
          error={errors.exp_month}
          {...bind('exp_month')}
        />
        <Field
          label={t('wallet.expYear')}
          name="exp_year"
          inputMode="numeric"
          autoComplete="cc-exp-year"
          maxLength={4}
          required
          error={errors.exp_year}
          {...bind('exp_year')}
        />
      </div>
      <Field
        label={t('wallet.cvc')}
        name="cvc"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        required
        error={errors.cvc}
        {...bind('cvc')}
      />
    </>
  );
}
