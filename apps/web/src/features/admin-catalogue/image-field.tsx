// A category icon or banner, or a brand logo: the chosen file uploads at once (checked by its
// content and resized by the server) with a progress bar; the current image stays until the new
// one has arrived.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/form-field.tsx';
import { ImageUploadInput, useImageUpload } from '../../components/image-upload.tsx';
import { imageUrl } from '../../lib/api.ts';
import { uploadCatalogImage } from './api.ts';

export const useCatalogImage = (current: string) => useImageUpload(uploadCatalogImage, { initial: current });

export function CatalogImageField({
  label,
  hint,
  state,
  error,
}: {
  label: string;
  hint: string;
  state: ReturnType<typeof useCatalogImage>;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const src = state.preview ?? (state.path ? imageUrl(state.path) : '');
  return (
    <div className="field catalogue-image">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="small muted">
        {hint}
      </p>
      <div className="catalogue-image-frame">
        {src ? (
          <img src={src} alt={t('admin.catalogue.preview', { label })} />
        ) : (
          <span className="small muted">{t('admin.catalogue.noImage')}</span>
        )}
      </div>
      {state.progress !== null && (
        <progress
          max={100}
          value={state.progress}
          aria-label={t('admin.catalogue.uploading', { percent: state.progress })}
        />
      )}
      <ImageUploadInput id={id} error={error} onFile={state.choose} />
      <FieldError id={`${id}-err`} text={error} />
    </div>
  );
}
