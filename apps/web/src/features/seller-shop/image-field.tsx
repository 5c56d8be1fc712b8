// The shop's logo or banner: the chosen file uploads at once with a progress bar; the preview is
// the local file while it goes up, then the stored image. The current image stays until a new one
// has arrived, so a failed upload leaves the shop as it was.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/form-field.tsx';
import { ImageUploadInput, useImageUpload } from '../../components/image-upload.tsx';
import { imageUrl } from '../../lib/api.ts';
import { uploadShopImage } from './api.ts';

export const useShopImage = (current: string) => useImageUpload(uploadShopImage, { initial: current });

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
  const src = state.preview ?? (state.path ? imageUrl(state.path) : '');
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
      {state.progress !== null && (
        <progress max={100} value={state.progress} aria-label={t('profile.uploading', { percent: state.progress })} />
      )}
      <ImageUploadInput id={id} error={error} onFile={state.choose} />
      <FieldError id={`${id}-err`} text={error} />
    </div>
  );
}
