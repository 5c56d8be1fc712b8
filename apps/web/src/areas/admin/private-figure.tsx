// A private image of a request (KYC image, payment proof) as a thumbnail that opens full size in a
// modal dialog, so an operator can read an ID or a receipt without leaving the list. The bytes come
// through the shared PrivateImage (the access token cannot ride on an <img src>).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../../components/private-image.tsx';

export function PrivateFigure({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);
  return (
    <figure className="private-figure">
      <PrivateImage className="private-thumb" path={path} alt={label} />
      <figcaption>
        <button type="button" className="btn btn-outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('admin.inbox.open', { name: label })}
        </button>
      </figcaption>
      {open && (
        <dialog ref={dialog} className="image-dialog" aria-labelledby={`${id}-title`} onClose={() => setOpen(false)}>
          <div className="image-dialog-head">
            <h3 id={`${id}-title`}>{label}</h3>
            <button type="button" className="btn btn-outline" onClick={() => dialog.current?.close()}>
              {t('common.close')}
            </button>
          </div>
          <PrivateImage className="image-dialog-full" path={path} alt={label} />
        </dialog>
      )}
    </figure>
  );
}
