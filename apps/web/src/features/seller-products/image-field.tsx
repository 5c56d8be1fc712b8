// The product's photos: several files at once, each uploading with its own progress bar
// (XMLHttpRequest reports upload progress, fetch does not), moved earlier or later, removed; the
// first is the cover buyers see in lists.
import { MAX_PRODUCT_IMAGES } from '@polymart/contract/seller-products';
import { type ChangeEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/form-field.tsx';
import { imageUrl, uploadFile } from '../../lib/api.ts';
import { type FormImage, localId } from './form-state.ts';

type Update = (change: (images: FormImage[]) => FormImage[]) => void;

const previewOf = (image: FormImage) =>
  image.path ? imageUrl(image.path.replace(/\.webp$/, '-200.webp')) : (image.preview ?? '');

export function ImageField({ images, update, error }: { images: FormImage[]; update: Update; error?: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const previews = useRef(new Set<string>());
  // the previews of chosen files are released when the form goes away
  useEffect(() => {
    const made = previews.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);

  const patch = (id: string, change: Partial<FormImage>) =>
    update((list) => list.map((i) => (i.id === id ? { ...i, ...change } : i)));

  const upload = (file: File) => {
    const id = localId();
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    update((list) => [...list, { id, name: file.name, preview, progress: 0 }]);
    uploadFile(file, 'product', (progress) => patch(id, { progress })).then(
      (done) => patch(id, { path: done.path, progress: undefined }),
      () => patch(id, { failed: true, progress: undefined }),
    );
  };

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const room = MAX_PRODUCT_IMAGES - images.length;
    for (const file of Array.from(e.target.files ?? []).slice(0, Math.max(room, 0))) upload(file);
    e.target.value = '';
  };

  const move = (index: number, by: -1 | 1) =>
    update((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  return (
    <fieldset className="sp-fieldset" aria-describedby={error ? `${inputId}-err` : undefined}>
      <legend>{t('seller.products.form.images')}</legend>
      <p className="small muted">{t('seller.products.form.imagesHint', { max: MAX_PRODUCT_IMAGES })}</p>
      {images.length > 0 && (
        <ol className="sp-images">
          {images.map((image, i) => {
            const label = t('seller.products.form.imageN', { index: i + 1 });
            return (
              <li key={image.id} className="sp-image">
                {previewOf(image) ? (
                  <img src={previewOf(image)} alt={label} width={96} height={96} />
                ) : (
                  <span className="sp-image-blank">{label}</span>
                )}
                {i === 0 && <span className="status sp-cover-tag">{t('seller.products.form.cover')}</span>}
                {image.progress !== undefined && (
                  <progress
                    max={100}
                    value={image.progress}
                    aria-label={t('seller.products.form.uploading', { name: image.name })}
                  />
                )}
                {image.failed && <p className="field-error">{t('seller.products.form.uploadFailed')}</p>}
                <div className="sp-image-actions">
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={i === 0}
                    aria-label={t('seller.products.form.moveEarlier', { index: i + 1 })}
                    onClick={() => move(i, -1)}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={i === images.length - 1}
                    aria-label={t('seller.products.form.moveLater', { index: i + 1 })}
                    onClick={() => move(i, 1)}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={t('seller.products.form.remove', { index: i + 1 })}
                    onClick={() => update((list) => list.filter((x) => x.id !== image.id))}
                  >
                    ×
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {images.length < MAX_PRODUCT_IMAGES && (
        <div className="sp-add-photo">
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            multiple
            onChange={choose}
          />
          <label htmlFor={inputId} className="btn btn-outline">
            {t('seller.products.form.addImages')}
          </label>
        </div>
      )}
      <FieldError id={`${inputId}-err`} text={error} />
    </fieldset>
  );
}
