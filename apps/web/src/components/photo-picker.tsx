// Photos attached to a form (a review, a refund request): each chosen file uploads at once with
// its own progress bar and a local preview, and can be taken out again. The form sends the
// uploaded paths; it waits while an upload is still running. The upload itself is the caller's
// (the purpose differs), so this piece fetches nothing on its own.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/after-sales.css';

/** The API keeps at most six photos on a review or a refund request. */
export const MAX_PHOTOS = 6;

export type Upload = (file: File, onProgress: (percent: number) => void) => Promise<string>;

interface Photo {
  key: number;
  preview: string;
  progress: number;
  path?: string;
}

export function usePhotos(upload: Upload, max: number) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const nextKey = useRef(1);
  const previews = useRef(new Set<string>());
  // object URLs hold the file in memory until revoked
  useEffect(() => {
    const all = previews.current;
    return () => {
      for (const url of all) URL.revokeObjectURL(url);
    };
  }, []);
  const patch = (key: number, change: Partial<Photo> | null) =>
    setPhotos((list) =>
      change ? list.map((p) => (p.key === key ? { ...p, ...change } : p)) : list.filter((p) => p.key !== key),
    );
  const add = (files: File[]) => {
    for (const file of files.slice(0, Math.max(0, max - photos.length))) {
      const key = nextKey.current++;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      setPhotos((list) => [...list, { key, preview, progress: 0 }]);
      upload(file, (progress) => patch(key, { progress })).then(
        (path) => patch(key, { path, progress: 100 }),
        // the API client has said why; the photo is not kept
        () => patch(key, null),
      );
    }
  };
  return {
    photos,
    add,
    remove: (key: number) => {
      const photo = photos.find((p) => p.key === key);
      if (photo) {
        URL.revokeObjectURL(photo.preview);
        previews.current.delete(photo.preview);
      }
      patch(key, null);
    },
    paths: photos.flatMap((p) => (p.path ? [p.path] : [])),
    uploading: photos.some((p) => !p.path),
    max,
  };
}

export function PhotoPicker({ label, state }: { label: string; state: ReturnType<typeof usePhotos> }) {
  const { t } = useTranslation();
  const id = useId();
  const full = state.photos.length >= state.max;
  return (
    <div className="field photo-picker">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={full}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          state.add([...(e.target.files ?? [])]);
          e.target.value = ''; // the same file may be chosen again after removing it
        }}
      />
      <p id={`${id}-hint`} className="small muted">
        {t('photos.hint', { count: state.max, left: state.max - state.photos.length })}
      </p>
      {state.photos.length > 0 && (
        <ul className="photo-list">
          {state.photos.map((p, i) => (
            <li key={p.key}>
              <img src={p.preview} alt={t('photos.photo', { index: i + 1 })} width={72} height={72} />
              {p.path ? (
                <span className="visually-hidden">{t('photos.uploaded')}</span>
              ) : (
                <progress max={100} value={p.progress} aria-label={t('profile.uploading', { percent: p.progress })} />
              )}
              <button
                type="button"
                className="icon-btn photo-remove"
                aria-label={t('photos.remove', { index: i + 1 })}
                onClick={() => state.remove(p.key)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
