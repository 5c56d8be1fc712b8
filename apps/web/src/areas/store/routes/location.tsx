// The location pickers (spec §2: /choose-location, /open-location): the browser's geolocation
// plus manual entry; no map tiles from the internet. /open-location shows a place (from the
// query string or the saved one) and opens it in the device's map app through a geo: link.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { useTitle } from '../../../lib/hooks.ts';
import { KEYS, storage } from '../../../lib/storage.ts';
import { showToast } from '../../../lib/toast.ts';

interface Place {
  place: string;
  lat: number;
  lng: number;
}

const valid = (p: Partial<Place>) =>
  typeof p.lat === 'number' && typeof p.lng === 'number' && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;

export default function LocationPicker() {
  const { t } = useTranslation();
  const opening = useLocation().pathname === '/open-location';
  const [params] = useSearchParams();
  const fromQuery: Partial<Place> = {
    place: params.get('name') ?? '',
    lat: params.has('lat') ? Number(params.get('lat')) : undefined,
    lng: params.has('lng') ? Number(params.get('lng')) : undefined,
  };
  const [saved, setSaved] = useState<Place | null>(() => storage.getJson<Place | null>(KEYS.location, null));
  const shown = opening && valid(fromQuery) ? (fromQuery as Place) : saved;
  const [draft, setDraft] = useState({
    place: saved?.place ?? '',
    lat: String(saved?.lat ?? ''),
    lng: String(saved?.lng ?? ''),
  });
  const [status, setStatus] = useState('');
  const id = useId();
  useTitle(opening ? t('location.openTitle') : t('location.chooseTitle'));

  const locate = () => {
    if (!navigator.geolocation) return setStatus(t('location.unavailable'));
    setStatus(t('location.locating'));
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setDraft((d) => ({ ...d, lat: pos.coords.latitude.toFixed(6), lng: pos.coords.longitude.toFixed(6) }));
        setStatus('');
      },
      (err) => setStatus(err.code === err.PERMISSION_DENIED ? t('location.denied') : t('location.unavailable')),
      { timeout: 15_000 },
    );
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    const next = { place: draft.place.trim(), lat: Number(draft.lat), lng: Number(draft.lng) };
    if (!draft.lat || !draft.lng || !valid(next)) return setStatus(t('location.invalid'));
    storage.set(KEYS.location, JSON.stringify(next));
    setSaved(next);
    setStatus('');
    showToast(t('location.saved'), 'success', 2000);
  };

  return (
    <div className="page location">
      <h1>{opening ? t('location.openTitle') : t('location.chooseTitle')}</h1>
      <p className="card location-card">
        <Icon name="pin" />{' '}
        {shown
          ? // `lng` at the top level is i18next's language option (a number there throws): values go in `replace`
            t('location.current', { replace: { place: shown.place || '—', lat: shown.lat, lng: shown.lng } })
          : t('location.none')}
        {shown && (
          <a
            className="btn btn-ghost"
            href={`geo:${shown.lat},${shown.lng}?q=${shown.lat},${shown.lng}(${encodeURIComponent(shown.place)})`}
          >
            {t('location.openTitle')}
          </a>
        )}
      </p>
      <form className="form" onSubmit={save} noValidate>
        <button type="button" className="btn btn-outline" onClick={locate}>
          {t('location.useMine')}
        </button>
        <p role="status" className="muted">
          {status}
        </p>
        <label htmlFor={`${id}-place`}>{t('location.place')}</label>
        <input
          id={`${id}-place`}
          value={draft.place}
          onChange={(e) => setDraft({ ...draft, place: e.target.value })}
          autoComplete="street-address"
        />
        <div className="row">
          <span>
            <label htmlFor={`${id}-lat`}>{t('location.latitude')}</label>
            <input
              id={`${id}-lat`}
              inputMode="decimal"
              value={draft.lat}
              onChange={(e) => setDraft({ ...draft, lat: e.target.value })}
            />
          </span>
          <span>
            <label htmlFor={`${id}-lng`}>{t('location.longitude')}</label>
            <input
              id={`${id}-lng`}
              inputMode="decimal"
              value={draft.lng}
              onChange={(e) => setDraft({ ...draft, lng: e.target.value })}
            />
          </span>
        </div>
        <button type="submit" className="btn">
          {t('location.save')}
        </button>
      </form>
    </div>
  );
}
