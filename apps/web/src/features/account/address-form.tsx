// The address form (spec §2 address book): country, state and city from the server's place data
// (POST /citys), checked with the contract's addressBody before it is sent. The address book and
// checkout (issue 17: an address added or edited without leaving checkout) both use it.
import { addressBody } from '@polymart/contract/account';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../components/form-field.tsx';
import { api } from '../../lib/api.ts';
import { type FieldErrors, failureErrors, parseForm } from '../../lib/form-errors.ts';
import { useLang } from '../../lib/hooks.ts';
import { paths } from '../../lib/paths.ts';
import { KEYS, storage } from '../../lib/storage.ts';
import { showToast } from '../../lib/toast.ts';
import { type Address, countriesQuery, placesQuery } from './api/queries.ts';

/** The list and the dashboard's default address both change with any address write. */
export const invalidateAddresses = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['addresses'] }),
    client.invalidateQueries({ queryKey: ['default-address'] }),
  ]);

/** The fields the form shows a problem next to; the country and state are picked from lists. */
const SHOWN = ['name', 'country', 'state', 'city', 'street', 'postal_code', 'phone', 'email'];

export function AddressForm({
  initial,
  onDone,
  onSaved,
  onChooseLocation,
}: {
  initial?: Address;
  onDone: () => void;
  /** Told the saved address's id (checkout ships to a new address at once). */
  onSaved?: (id: number) => void;
  /** Where the form sits inside a flow (checkout): the location picker opens there, not on its page. */
  onChooseLocation?: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [country, setCountry] = useState(initial?.country ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  // the place picked on /choose-location (browser location or typed) can fill the street
  const picked = storage.getJson<{ place: string; lat: number; lng: number } | null>(KEYS.location, null);
  const [street, setStreet] = useState(initial?.street ?? '');
  const countries = useQuery(countriesQuery(lang));
  const places = useQuery(placesQuery(lang, country));
  const queryClient = useQueryClient();
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
    body.is_default = form.get('is_default') ? 'true' : 'false';
    if (initial) body.address_id = String(initial.id);
    const parsed = parseForm(addressBody, body, t);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    try {
      const saved = await api<Address>('/checkout/onepage/addressadd', { body, quiet: true });
      await invalidateAddresses(queryClient);
      showToast(t('address.saved'), 'success', 2000);
      onSaved?.(saved.id);
      onDone();
    } catch (err) {
      setErrors(failureErrors(err, t, SHOWN));
    }
  };
  const err = (name: string) => errors[name];
  return (
    <form className="form card form-card" onSubmit={submit} noValidate>
      <Field
        label={t('address.name')}
        name="name"
        defaultValue={initial?.name}
        autoComplete="name"
        required
        error={err('name')}
      />
      <div className="field">
        <label htmlFor={`${id}-country`}>{t('address.country')}</label>
        <select
          id={`${id}-country`}
          name="country"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          required
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${id}-country-err` : undefined}
        >
          <option value="">{t('address.chooseCountry')}</option>
          {(countries.data?.countries ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {errors.country && (
          <p id={`${id}-country-err`} className="field-error">
            {errors.country}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-state`}>{t('address.state')}</label>
        <select id={`${id}-state`} name="state" defaultValue={initial?.state ?? ''} key={country}>
          <option value="">{t('address.chooseState')}</option>
          {(places.data?.states ?? []).map((s) => (
            <option key={s.code} value={s.name}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('address.city')}
        name="city"
        defaultValue={initial?.city}
        list={`${id}-cities`}
        autoComplete="address-level2"
        required
        error={err('city')}
      />
      <datalist id={`${id}-cities`}>
        {(places.data?.cities ?? []).slice(0, 100).map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Field
        label={t('address.street')}
        name="street"
        value={street}
        onChange={(e) => setStreet(e.target.value)}
        autoComplete="street-address"
        required
        error={err('street')}
      />
      <p className="link-row">
        {picked?.place ? (
          <button type="button" className="btn btn-ghost" onClick={() => setStreet(picked.place)}>
            {t('address.usePicked', { place: picked.place })}
          </button>
        ) : null}
        {onChooseLocation ? (
          <button type="button" className="btn btn-ghost" onClick={onChooseLocation}>
            {t('location.chooseTitle')}
          </button>
        ) : (
          <Link className="btn btn-ghost" to={paths.chooseLocation}>
            {t('location.chooseTitle')}
          </Link>
        )}
      </p>
      <Field
        label={t('address.postalCode')}
        name="postal_code"
        defaultValue={initial?.postal_code}
        autoComplete="postal-code"
        error={err('postal_code')}
      />
      <Field
        label={t('address.phone')}
        name="phone"
        type="tel"
        defaultValue={initial?.phone}
        autoComplete="tel"
        required
        error={err('phone')}
      />
      <Field
        label={t('address.email')}
        name="email"
        type="email"
        defaultValue={initial?.email}
        autoComplete="email"
        error={err('email')}
      />
      <div className="field check">
        <input id={`${id}-default`} name="is_default" type="checkbox" defaultChecked={initial?.is_default} />
        <label htmlFor={`${id}-default`}>{t('address.setDefault')}</label>
      </div>
      {errors.form && (
        <p role="alert" className="field-error">
          {errors.form}
        </p>
      )}
      <div className="buy-row">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {t('address.cancel')}
        </button>
        <button type="submit" className="btn">
          {t('address.save')}
        </button>
      </div>
    </form>
  );
}
