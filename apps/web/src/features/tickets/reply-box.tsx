// The reply under a thread (customer and support): a message of up to 5000 characters and up to
// four photos, checked with the contract's schema before it goes. `extra` adds the sender's own
// controls (support picks the state the reply leaves). Refusals (2000060 closed ...) show in place.
import { TICKET_ATTACHMENTS_MAX, TICKET_MESSAGE_MAX, ticketReplyBody } from '@polymart/contract/tickets';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../components/form-field.tsx';
import { PhotoPicker, usePhotos } from '../../components/photo-picker.tsx';
import { Problem } from '../../components/problem.tsx';
import { failureText, parseForm } from '../../lib/form-errors.ts';
import { uploadTicketPhoto } from './api.ts';

interface Props {
  onSend: (message: string, attachments: string[]) => Promise<void>;
  extra?: ReactNode;
  label?: string;
}

/** A sent reply starts a fresh form (text and photos empty). */
export function ReplyBox(props: Props) {
  const [round, setRound] = useState(0);
  return <ReplyForm key={round} {...props} onSent={() => setRound((r) => r + 1)} />;
}

function ReplyForm({ onSend, extra, label, onSent }: Props & { onSent: () => void }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const photos = usePhotos(uploadTicketPhoto, TICKET_ATTACHMENTS_MAX);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseForm(ticketReplyBody, { message, attachments: photos.paths }, t);
    setError(parsed.ok ? undefined : Object.values(parsed.errors)[0]);
    if (!parsed.ok || photos.uploading || busy) return;
    setBusy(true);
    try {
      await onSend(parsed.data.message, parsed.data.attachments);
      onSent();
    } catch (err) {
      setError(failureText(err, t));
      setBusy(false);
    }
  };

  return (
    <form className="card panel ticket-reply" onSubmit={submit} noValidate aria-label={label ?? t('tickets.reply')}>
      <TextAreaField
        label={label ?? t('tickets.reply')}
        name="message"
        value={message}
        maxLength={TICKET_MESSAGE_MAX}
        rows={4}
        onChange={(e) => setMessage(e.target.value)}
        note={t('tickets.charsLeft', { count: TICKET_MESSAGE_MAX - message.length })}
      />
      <PhotoPicker label={t('tickets.photos')} state={photos} />
      {extra}
      <Problem text={error} />
      <button type="submit" className="btn" disabled={busy || photos.uploading} aria-busy={busy || undefined}>
        {photos.uploading ? t('photos.waiting') : t('tickets.send')}
      </button>
    </form>
  );
}
