// Suspend or reinstate a shop, hide or restore a product (issue 15): one form with the reason. The
// reason is required to take something off the storefront (the contract's moderationBody, so the
// form says what the server would) and optional to put it back; the seller reads it.
import { MODERATION_REASON_MAX, moderationBody } from '@polymart/contract/shops-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { type FieldErrors, failureErrors, parseForm } from '../../lib/form-errors.ts';
import { moderate, shopsChanged } from './api.ts';

interface Props {
  what: 'shops' | 'products';
  id: number;
  /** true: the thing is off the storefront now, so the form puts it back */
  off: boolean;
  /** names the thing in the button's accessible name (a list holds many forms) */
  name: string;
  onDone?: (off: boolean) => void;
}

const ACTIONS = {
  shops: { take: 'suspend', give: 'reinstate' },
  products: { take: 'hide', give: 'restore' },
} as const;

export function ModerationForm({ what, id, off, name, onDone }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const action = off ? ACTIONS[what].give : ACTIONS[what].take;
  const ns = what === 'shops' ? 'admin.shops' : 'admin.products';
  const change = useMutation({
    mutationFn: (r: string) => moderate(what, id, action, r),
    onSuccess: async () => {
      setReason('');
      await shopsChanged(client);
      onDone?.(!off);
    },
    onError: (err) => setErrors(failureErrors(err, t, ['reason'])),
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!off) {
      const parsed = parseForm(moderationBody, { reason }, t);
      if (!parsed.ok) {
        setErrors(parsed.errors);
        return;
      }
    }
    setErrors({});
    change.mutate(reason.trim());
  };
  return (
    <form className="admin-moderation-form" onSubmit={submit} noValidate>
      <TextAreaField
        label={t(`${ns}.${off ? 'undoReason' : 'reason'}`)}
        name="reason"
        value={reason}
        maxLength={MODERATION_REASON_MAX}
        rows={2}
        required={!off}
        error={errors.reason}
        note={off ? undefined : t(`${ns}.reasonNote`)}
        onChange={(e) => setReason(e.target.value)}
      />
      <button
        type="submit"
        className={off ? 'btn btn-outline' : 'btn btn-danger'}
        disabled={change.isPending}
        aria-label={t(`${ns}.${action}Named`, { name })}
      >
        {t(`${ns}.${action}`)}
      </button>
      <Problem text={errors.form} />
    </form>
  );
}
