// One ID image of a seller application (the front of the ID, or the applicant holding it). The
// chosen file uploads at once with a progress bar. The upload is private (purpose kyc): the server's
// path cannot be shown in an <img>, so the preview is the local file itself, through an object URL
// that is released when the image is replaced or the form goes.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadIdImage } from './api.ts';

interface IdImage {
  preview: string;
  progress: number;
  path?: string;
}

export function useIdImage() {
  const [image, setImage] = useState<IdImage | null>(null);
  const preview = useRef<string>(undefined);
  // a second choice while the first is still uploading wins: the first one's answer is dropped
  const turn = useRef(0);
  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );
  const release = () => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = undefined;
  };
  const choose = (file: File) => {
    const mine = ++turn.current;
    release();
    const url = URL.createObjectURL(file);
    preview.current = url;
    setImage({ preview: url, progress: 0 });
    const mineStill = () => turn.current === mine;
    uploadIdImage(file, (progress) => {
      if (mineStill()) setImage((i) => i && { ...i, progress });
    }).then(
      (path) => {
        if (mineStill()) setImage((i) => i && { ...i, path, progress: 100 });
      },
      // the API client has said why; the image is not kept
      () => {
        if (!mineStill()) return;
        release();
        setImage(null);
      },
    );
  };
  return { image, choose, path: image?.path ?? '', uploading: Boolean(image && !image.path) };
}

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
  const { image } = state;
  return (
    <div className="field id-image">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="small muted">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-err` : `${id}-hint`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) {
            state.choose(file);
            onChosen?.();
          }
          e.target.value = ''; // the same file may be chosen again
        }}
      />
      {image && (
        <div className="id-image-preview">
          <img src={image.preview} alt={t('becomeSeller.preview', { label })} />
          {image.path ? (
            <span className="id-image-done">{t('becomeSeller.uploaded')}</span>
          ) : (
            <progress
              max={100}
              value={image.progress}
              aria-label={t('profile.uploading', { percent: image.progress })}
            />
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-err`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
