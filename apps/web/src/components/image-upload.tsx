// An image field whose chosen file uploads at once with a progress bar, previewed from the local
// file through an object URL. A second choice while the first is still going up wins (the first
// one's answer is dropped); the object URL is released when replaced, on failure and when the form
// goes. Used by the shop's logo and banner and by a seller application's ID images.
import { useEffect, useRef, useState } from 'react';
import { FieldError } from './form-field.tsx';

export type Upload = (file: File, onProgress: (percent: number) => void) => Promise<string>;

export interface ImageUploadState {
  /** The stored image's path ('' for none). */
  path: string;
  /** The local file's object URL while it goes up, and after it for a private upload. */
  preview?: string;
  /** Upload progress in percent; null when nothing is going up. */
  progress: number | null;
}

/**
 * A public image (`initial` is the current one) stays until a new one has arrived, so a failed
 * upload leaves it as it was; a private one (its path cannot be shown in an <img>) is shown from
 * the local file even after upload, and a new choice replaces it at once.
 */
export function useImageUpload(upload: Upload, { initial = '', isPrivate = false } = {}) {
  const [state, setState] = useState<ImageUploadState>({ path: initial, progress: null });
  const turn = useRef(0);
  const preview = useRef<string>(undefined);
  const release = () => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = undefined;
  };
  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );
  const choose = (file: File) => {
    const mine = ++turn.current;
    release();
    const url = URL.createObjectURL(file);
    preview.current = url;
    setState((s) => ({ path: isPrivate ? '' : s.path, preview: url, progress: 0 }));
    upload(file, (progress) => {
      // a late progress report after the answer changes nothing
      if (turn.current === mine) setState((s) => (s.progress === null ? s : { ...s, progress }));
    }).then(
      (path) => {
        if (turn.current !== mine) return;
        if (!isPrivate) release();
        setState({ path, preview: isPrivate ? url : undefined, progress: null });
      },
      // the API client has said why; the image there was before stays (none for a private one)
      () => {
        if (turn.current !== mine) return;
        release();
        setState((s) => ({ path: s.path, progress: null }));
      },
    );
  };
  return { ...state, choose, uploading: state.progress !== null };
}

/** The file input of such a field: described by its hint (and error), and reset after each choice. */
export function ImageUploadInput({ id, error, onFile }: { id: string; error?: string; onFile: (file: File) => void }) {
  return (
    <input
      id={id}
      type="file"
      accept="image/*"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-hint ${id}-err` : `${id}-hint`}
      onChange={(e) => {
        const file = e.target.files?.[0];
        if (file) onFile(file);
        e.target.value = ''; // the same file may be chosen again
      }}
    />
  );
}

/**
 * A private image field (a transfer slip, a payment's proof): its label and hint, the input, the
 * chosen file's preview with the upload's progress, and its error.
 */
export function PrivateImageField({
  id,
  label,
  hint,
  previewAlt,
  uploadingLabel,
  error,
  upload,
}: {
  id: string;
  label: string;
  hint: string;
  previewAlt: string;
  /** what the progress bar is called at `percent` */
  uploadingLabel: (percent: number) => string;
  error?: string;
  upload: ReturnType<typeof useImageUpload>;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="small muted">
        {hint}
      </p>
      <ImageUploadInput id={id} error={error} onFile={upload.choose} />
      {upload.preview && (
        <div className="upload-preview">
          <img src={upload.preview} alt={previewAlt} />
          {upload.progress !== null && (
            <progress max={100} value={upload.progress} aria-label={uploadingLabel(upload.progress)} />
          )}
        </div>
      )}
      <FieldError id={`${id}-err`} text={error} />
    </div>
  );
}
