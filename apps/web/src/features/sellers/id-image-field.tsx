// One ID image of a seller application (the front of the ID, or the applicant holding it). The
// chosen file uploads at once with a progress bar. The upload is private (purpose kyc): the server's
// path cannot be shown in an <img>, so the preview is the local file itself, through an object URL
// that is released when the image is replaced or the form goes.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/form-field.tsx';
import { ImageUploadInput, useImageUpload } from '../../components/image-upload.tsx';
import { uploadIdImage } from './api.ts';

export const useIdImage = () => useImageUpload(uploadIdImage, { isPrivate: true });

export function IdImageField({
  label,
  hint,
  state,
  error,
  onChosen,
}: {
  label: string;
  hint: string;
  state: ReturnType<typeof useIdImage>;
  error?: string;
  onChosen?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field id-image">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="small muted">
        {hint}
      </p>
      <ImageUploadInput
        id={id}
        error={error}
        onFile={(file) => {
          state.choose(file);
          onChosen?.();
        }}
      />
      {state.preview && (
        <div className="id-image-preview">
          <img src={state.preview} alt={t('becomeSeller.preview', { label })} />
          {state.progress === null ? (
            <span className="id-image-done">{t('becomeSeller.uploaded')}</span>
          ) : (
            <progress
              max={100}
              value={state.progress}
              aria-label={t('profile.uploading', { percent: state.progress })}
            />
          )}
        </div>
      )}
      <FieldError id={`${id}-err`} text={error} />
    </div>
  );
}
