// Writing a message: plain text up to 2000 characters and up to four images (private uploads of
// purpose `message`). The contract's schema checks it before it goes; a refusal shows in place.
import { MESSAGE_IMAGES_MAX, MESSAGE_TEXT_MAX, sendMessageBody } from '@polymart/contract/messages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoPicker, usePhotos } from '../../components/photo-picker.tsx';
import { ApiError, uploadFile } from '../../lib/api.ts';

const uploadMessageImage = (file: File, onProgress: (p: number) => void) =>
  uploadFile(file, 'message', onProgress).then((u) => u.path);

interface Props {
  /** Sends; resolves when stored. */
  send: (m: { text: string; images: string[] }) => Promise<unknown>;
  disabled?: boolean;
}

export function Composer(props: Props) {
  // a new key after each message clears the text and the chosen images
  const [round, setRound] = useState(0);
  return <ComposerForm key={round} {...props} onSent={() => setRound((n) => n + 1)} />;
}

function ComposerForm({ send, disabled, onSent }: Props & { onSent: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const photos = usePhotos(uploadMessageImage, MESSAGE_IMAGES_MAX);
  const submit = async () => {
    const parsed = sendMessageBody.safeParse({ text, images: photos.paths });
    if (!parsed.success) return setError(t('messages.emptyMessage'));
    setBusy(true);
    setError('');
    try {
      await send({ text: parsed.data.text, images: parsed.data.images });
      onSent();
    } catch (e) {
      setError(e instanceof ApiError ? t(`errors.${e.code}`, { defaultValue: e.message }) : t('messages.failed'));
      setBusy(false);
    }
  };
  return (
    <form
      className="composer card panel"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id}>{t('messages.write')}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={MESSAGE_TEXT_MAX}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {!disabled && <PhotoPicker label={t('messages.images')} state={photos} />}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn" disabled={disabled || busy || photos.uploading}>
        {t('messages.send')}
      </button>
    </form>
  );
}
