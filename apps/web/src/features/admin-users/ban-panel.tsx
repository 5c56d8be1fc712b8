// Ban or unban one person with a reason (issue 15). A ban needs a reason (the contract's banBody, so
// the form says what the server would); it ends the person's sessions at once. The panel says who
// banned them, when and why; an owner's or one's own account cannot be banned, and the panel says so
// instead of offering the button. Refusals are said in place.

import type { AdminUserDetail } from '@polymart/contract/users-admin';
import { BAN_REASON_MAX, banBody } from '@polymart/contract/users-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { type FieldErrors, failureErrors, parseForm } from '../../lib/form-errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { ADMIN_USERS, banUser, unbanUser, userQuery } from './api.ts';

export function BanPanel({ detail, self }: { detail: AdminUserDetail; self: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState('');
  const { user, ban } = detail;
  const change = useMutation({
    mutationFn: (r: string) => (ban.banned ? unbanUser(user.id, r) : banUser(user.id, r)),
    onSuccess: (next) => {
      client.setQueryData(userQuery(user.id).queryKey, next);
      void client.invalidateQueries({ queryKey: [ADMIN_USERS, 'list'] });
      void client.invalidateQueries({ queryKey: ['admin-audit'] });
      setReason('');
      setDone(t(next.ban.banned ? 'admin.users.bannedNow' : 'admin.users.unbannedNow'));
    },
    onError: (err) => setErrors(failureErrors(err, t, ['reason'])),
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setDone('');
    if (!ban.banned) {
      const parsed = parseForm(banBody, { reason }, t);
      if (!parsed.ok) {
        setErrors(parsed.errors);
        return;
      }
    }
    setErrors({});
    change.mutate(reason.trim());
  };

  const cannot = self ? 'admin.users.cannotBanSelf' : detail.staff_role === 'owner' ? 'admin.users.cannotBanOwner' : '';
  return (
    <section className="card admin-user-ban" aria-labelledby="user-ban">
      <h2 id="user-ban">{t('admin.users.banTitle')}</h2>
      {ban.banned ? (
        <div className="admin-ban-state" data-testid="ban-state">
          <p>
            <strong className="admin-tag admin-tag-banned">{t('admin.users.banned')}</strong>{' '}
            {t('admin.users.bannedBy', {
              date: ban.banned_at ? formatDateTime(ban.banned_at, lang) : '',
              name: ban.by?.name ?? '—',
            })}
          </p>
          <p className="admin-ban-reason">
            <span className="muted">{t('admin.users.reason')}: </span>
            {ban.reason}
          </p>
        </div>
      ) : (
        <p className="muted">{t('admin.users.notBanned')}</p>
      )}
      {cannot && !ban.banned ? (
        <p className="muted" data-testid="cannot-ban">
          {t(cannot)}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <TextAreaField
            label={t(ban.banned ? 'admin.users.unbanReason' : 'admin.users.banReason')}
            name="reason"
            value={reason}
            maxLength={BAN_REASON_MAX}
            rows={3}
            required={!ban.banned}
            error={errors.reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <button
            type="submit"
            className={ban.banned ? 'btn btn-outline' : 'btn btn-danger'}
            disabled={change.isPending}
          >
            {t(ban.banned ? 'admin.users.unban' : 'admin.users.ban')}
          </button>
        </form>
      )}
      <Problem text={errors.form} />
      <p className="small admin-user-done" role="status">
        {done}
      </p>
    </section>
  );
}
