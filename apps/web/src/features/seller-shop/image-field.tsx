// The shop's logo or banner: the chosen file uploads at once with a progress bar; the preview is
// the local file while it goes up, then the stored image. The current image stays until a new one
// has arrived, so a failed upload leaves the shop as it was.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../lib/api.ts';
import { uploadShopImage } from './api.ts';

export function useShopImage(current: string) {
  const [path, setPath] = useState(current);
  const [pending, setPending] = useState<{ preview: string; progress: number } | null>(null);
  const turn = useRef(0);
  const preview = useRef<string>(undefined);
  const release = () => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = undefined;
  };
  // the last local preview is released when the form goes
  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );
  const choose = (file: File) => {
    const mine = ++turn.current;
    release();
    preview.current = URL.createObjectURL(file);
    setPending({ preview: preview.current, progress: 0 });
    uploadShopImage(file, (progress) => {
      if (turn.current === mine) setPending((p) => p && { ...p, progress });
    }).then(
      (stored) => {
        if (turn.current !== mine) return;
        setPath(stored);
        setPending(null);
        release();
      },
      // the API client has said why; the image the shop had stays
      () => {
        if (turn.current !== mine) return;
        setPending(null);
        release();
      },
    );
  };
  return { path, choose, pending, uploading: pending !== null };
}

export function ShopImageField({
  label,
  hint,
  kind,
  state,
  error,
}: {
  label: string;
  hint: string;
  kind: 'logo' | 'banner';
  state: ReturnType<typeof useShopImage>;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const src = state.pending?.preview ?? (state.path ? imageUrl(state.path) : '');
  return (
    <div className={`field shop-image shop-image-${kind}`}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="small muted">
        {hint}
      </p>
      <div className="shop-image-frame">
        {src ? (
          <img src={src} alt={t('seller.shop.preview', { label })} />
        ) : (
          <span className="small muted">{t('seller.shop.noImage')}</span>
        )}
      </div>
      {state.pending && (
        <progress
          max={100}
          value={state.pending.progress}
          aria-label={t('profile.uploading', { percent: state.pending.progress })}
        />
      )}
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-err` : `${id}-hint`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) state.choose(file);
          e.target.value = '';
        }}
      />
      {error && (
        <p id={`${id}-err`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
