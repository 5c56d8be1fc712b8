// "New ticket": subject, category, optional order number (prefilled when the page was opened from
// an order), the message and up to four photos. The contract's schema checks it first, so the
// person sees the server's rules in their language; the server's refusals show in place.
import {
  TICKET_ATTACHMENTS_MAX,
  TICKET_CATEGORIES,
  TICKET_MESSAGE_MAX,
  TICKET_SUBJECT_MAX,
  type Ticket,
  ticketOpenBody,
} from '@polymart/contract/tickets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField, TextAreaField } from '../../components/form-field.tsx';
import { PhotoPicker, usePhotos } from '../../components/photo-picker.tsx';
import { Problem } from '../../components/problem.tsx';
import { type FieldErrors, failureErrors, parseForm } from '../../lib/form-errors.ts';
import { openTicket, uploadTicketPhoto } from './api.ts';

const SHOWN = ['subject', 'category', 'order_id', 'message', 'attachments'] as const;

export function TicketForm({ orderId, onOpened }: { orderId?: number; onOpened: (ticket: Ticket) => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const photos = usePhotos(uploadTicketPhoto, TICKET_ATTACHMENTS_MAX);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = {
      subject: String(form.get('subject') ?? ''),
      category: String(form.get('category') ?? ''),
      order_id: String(form.get('order_id') ?? '')
        .replace(/^#/, '')
        .trim(),
      message,
      attachments: photos.paths,
    };
    const parsed = parseForm(ticketOpenBody, input, t);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok || photos.uploading || busy) return;
    setBusy(true);
    try {
      onOpened(await openTicket(parsed.data));
    } catch (err) {
      const found = failureErrors(err, t, SHOWN);
      // an order that is not the person's reads as unknown: say so next to the order number
      setErrors(found.order_id ? { order_id: t('tickets.orderNotYours') } : found);
      setBusy(false);
    }
  };

  return (
    <form className="card panel ticket-form" onSubmit={submit} noValidate aria-labelledby="ticket-form-title">
      <h2 id="ticket-form-title">{t('tickets.new')}</h2>
      <Field
        label={t('tickets.subject')}
        name="subject"
        maxLength={TICKET_SUBJECT_MAX}
        required
        autoComplete="off"
        error={errors.subject}
      />
      <SelectField label={t('tickets.category')} name="category" defaultValue="" error={errors.category}>
        <option value="" disabled>
          {t('tickets.chooseCategory')}
        </option>
        {TICKET_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`tickets.categories.${c}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('tickets.orderNumber')}
        name="order_id"
        inputMode="numeric"
        defaultValue={orderId ? String(orderId) : ''}
        error={errors.order_id}
      />
      <TextAreaField
        label={t('tickets.message')}
        name="message"
        value={message}
        rows={6}
        maxLength={TICKET_MESSAGE_MAX}
        required
        onChange={(e) => setMessage(e.target.value)}
        note={t('tickets.charsLeft', { count: TICKET_MESSAGE_MAX - message.length })}
        error={errors.message}
      />
      <PhotoPicker label={t('tickets.photos')} state={photos} />
      <Problem text={errors.attachments ?? errors.form} />
      <button type="submit" className="btn" disabled={busy || photos.uploading} aria-busy={busy || undefined}>
        {photos.uploading ? t('photos.waiting') : t('tickets.submit')}
      </button>
    </form>
  );
}
