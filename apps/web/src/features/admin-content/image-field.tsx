// A blog post's or an ad's image, the site's logo: the chosen file uploads at once (the server
// checks it is an image by its content and resizes it) with a progress bar; the current image stays
// until the new one has arrived.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/form-field.tsx';
import { ImageUploadInput, useImageUpload } from '../../components/image-upload.tsx';
import { imageUrl } from '../../lib/api.ts';
import { uploadContentImage } from './api.ts';

export const useContentImage = (current: string) => useImageUpload(uploadContentImage, { initial: current });

export function ContentImageField({
  label,
  state,
  error,
}: {
  label: string;
  state: ReturnType<typeof useContentImage>;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const src = state.preview ?? (state.path ? imageUrl(state.path) : '');
  return (
    <div className="field content-image">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="small muted">
        {t('admin.content.imageHint')}
      </p>
      <div className="content-image-frame">
        {src ? (
          <img src={src} alt={t('admin.content.preview', { label })} />
        ) : (
          <span className="small muted">{t('admin.content.noImage')}</span>
        )}
      </div>
      {state.progress !== null && (
        <progress
          max={100}
          value={state.progress}
          aria-label={t('admin.content.uploading', { percent: state.progress })}
        />
      )}
      <ImageUploadInput id={id} error={error} onFile={state.choose} />
      <FieldError id={`${id}-err`} text={error} />
    </div>
  );
}
