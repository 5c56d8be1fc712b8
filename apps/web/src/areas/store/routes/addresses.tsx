// Delivery addresses: list, add, edit, make default, remove (one default per user). Country,
// state and city come from the server's place data (POST /citys). The form is checked with the
// contract's addressBody before it is sent.
import { addressBody } from '@polymart/contract/account';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Field } from '../../../components/form-field.tsx';
import { EmptyState, LineSkeleton } from '../../../components/states.tsx';
import { type Address, addressesQuery, countriesQuery, placesQuery } from '../../../features/account/api/queries.ts';
import { api } from '../../../lib/api.ts';
import { type FieldErrors, failureErrors, parseForm } from '../../../lib/form-errors.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { KEYS, storage } from '../../../lib/storage.ts';
import { showToast } from '../../../lib/toast.ts';

/** The list and the dashboard's default address both change with any address write. */
const invalidateAddresses = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['addresses'] }),
    client.invalidateQueries({ queryKey: ['default-address'] }),
  ]);

/** The fields the form shows a problem next to; the country and state are picked from lists. */
const SHOWN = ['name', 'country', 'state', 'city', 'street', 'postal_code', 'phone', 'email'];

function AddressForm({ initial, onDone }: { initial?: Address; onDone: () => void }) {
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
      await api('/checkout/onepage/addressadd', { body, quiet: true });
      await invalidateAddresses(queryClient);
      showToast(t('address.saved'), 'success', 2000);
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
        <Link className="btn btn-ghost" to={paths.chooseLocation}>
          {t('location.chooseTitle')}
        </Link>
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

export default function Addresses() {
  const { t } = useTranslation();
  const user = useSession();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const queryClient = useQueryClient();
  useTitle(t('address.title'));
  const list = useQuery({ ...addressesQuery(user?.id ?? 0), enabled: Boolean(user) });
  const act = useMutation({
    mutationFn: ({ path, id }: { path: string; id: number }) => api(path, { body: { address_id: id } }),
    onSuccess: () => invalidateAddresses(queryClient),
  });
  if (!user) return <Navigate to={paths.login} replace />;
  return (
    <div className="page addresses">
      <h1>{t('address.title')}</h1>
      {editing ? (
        <AddressForm initial={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          {t('address.add')}
        </button>
      )}
      {!list.data ? (
        <LineSkeleton lines={4} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('address.empty')} />
      ) : (
        <ul className="address-list">
          {list.data.map((a) => (
            <li key={a.id} className="card panel">
              <p>
                <strong>{a.name}</strong> {a.is_default && <span className="badge-inline">{t('address.default')}</span>}
                <br />
                {a.street}, {a.postal_code} {a.city}
                {a.state && `, ${a.state}`}, {a.country} · {a.phone}
              </p>
              <div className="link-row">
                <button type="button" className="btn btn-ghost" onClick={() => setEditing(a)}>
                  {t('address.edit')}
                </button>
                {!a.is_default && (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => act.mutate({ path: '/checkout/onepage/default-address', id: a.id })}
                  >
                    {t('address.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => act.mutate({ path: '/checkout/onepage/remove_address', id: a.id })}
                >
                  {t('address.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
