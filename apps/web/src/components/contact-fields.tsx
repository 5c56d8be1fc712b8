// A shop's contacts as a seller gives them: who to ask for, phone, email and the business address.
// The seller application and the shop settings ask for the same four, checked by the same limits.
import { useTranslation } from 'react-i18next';
import { Field, TextAreaField } from './form-field.tsx';

export interface Contacts {
  contact_person: string;
  phone: string;
  email: string;
  address: string;
}

export function ContactFields({
  defaults,
  errors,
}: {
  defaults: Partial<Contacts>;
  errors: Partial<Record<keyof Contacts, string>>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('becomeSeller.contactPerson')}
        name="contact_person"
        autoComplete="name"
        required
        maxLength={80}
        defaultValue={defaults.contact_person}
        error={errors.contact_person}
      />
      <Field
        label={t('auth.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        defaultValue={defaults.phone}
        error={errors.phone}
      />
      <Field
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={defaults.email}
        error={errors.email}
      />
      <TextAreaField
        label={t('becomeSeller.address')}
        name="address"
        rows={3}
        maxLength={300}
        required
        autoComplete="street-address"
        defaultValue={defaults.address}
        error={errors.address}
      />
    </>
  );
}
