// Ads by position, in the order the storefront shows them; each says whether it shows now (enabled
// and inside its schedule), when it is scheduled, and can be edited. A new ad goes to the position
// chosen above the list.
import { AD_POSITIONS, type AdPosition } from '@polymart/contract/catalog';
import type { AdminAd } from '@polymart/contract/content-admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form-field.tsx';
import { ErrorState, LineSkeleton } from '../../components/states.tsx';
import { imageUrl } from '../../lib/api.ts';
import { AdForm } from './ad-form.tsx';
import { adsQuery } from './api.ts';
import { formatWhen } from './when.ts';

function AdRow({ ad, onEdit }: { ad: AdminAd; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const state = ad.live ? 'live' : !ad.enabled ? 'disabled' : 'scheduled';
  const from = formatWhen(ad.starts_at, i18n.language);
  const until = formatWhen(ad.ends_at, i18n.language);
  return (
    <li className="card content-row content-ad" data-testid="ad">
      <img src={imageUrl(ad.image)} alt="" width={120} height={40} loading="lazy" />
      <div className="content-row-main">
        <strong>{ad.texts[0]?.title}</strong>
        <span className={`content-state ${ad.live ? 'is-live' : ''}`}>{t(`admin.content.adState.${state}`)}</span>
        <span className="small muted">
          {t('admin.content.orderN', { n: ad.sort })}
          {from || until ? ` · ${from || '…'} – ${until || '…'}` : ''}
        </span>
      </div>
      <div className="content-row-actions">
        <button type="button" className="btn btn-outline" onClick={onEdit}>
          {t('admin.content.edit')}
        </button>
      </div>
    </li>
  );
}

export function AdsSection() {
  const { t } = useTranslation();
  const list = useQuery(adsQuery());
  const [position, setPosition] = useState<AdPosition>('top');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [done, setDone] = useState('');
  const items = list.data?.items.filter((a) => a.position === position) ?? [];
  const current = typeof editing === 'number' ? list.data?.items.find((a) => a.id === editing) : undefined;
  const finish = (saved: string) => {
    setEditing(null);
    setDone(saved);
  };
  return (
    <section className="content-section" aria-labelledby="content-ads">
      <div className="content-head">
        <h2 id="content-ads">{t('admin.content.ads')}</h2>
        {editing === null && (
          <button type="button" className="btn" onClick={() => setEditing('new')}>
            {t('admin.content.newAd')}
          </button>
        )}
      </div>
      <SelectField
        label={t('admin.content.position')}
        name="position-filter"
        value={position}
        onChange={(e) => setPosition(e.target.value as AdPosition)}
      >
        {AD_POSITIONS.map((p) => (
          <option key={p} value={p}>
            {t(`admin.content.positions.${p}`)} ({list.data?.items.filter((a) => a.position === p).length ?? 0})
          </option>
        ))}
      </SelectField>
      <p className="small" role="status">
        {done}
      </p>
      {editing !== null && <AdForm key={String(editing)} ad={current} position={position} onDone={finish} />}
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LineSkeleton lines={4} />
      ) : items.length === 0 ? (
        <p className="muted">{t('admin.content.noAds')}</p>
      ) : (
        <ul className="content-list">
          {items.map((a) => (
            <AdRow key={a.id} ad={a} onEdit={() => setEditing(a.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
