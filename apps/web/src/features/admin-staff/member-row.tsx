// One member of the staff: name, email, since when, their role to change (select and save), and
// removal after a confirmation said in place (a second button, so one slip of the finger removes
// no one). Refusals (the last owner) are said in the row.
import type { StaffMember, StaffRole } from '@polymart/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Problem } from '../../components/problem.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { saveStaff, staffListQuery } from './api.ts';
import { staffErrors } from './errors.ts';
import { RoleSelect } from './role-select.tsx';

export function MemberRow({ member, self }: { member: StaffMember; self: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const [role, setRole] = useState<StaffRole | ''>(member.role);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState('');
  const change = useMutation({
    mutationFn: saveStaff,
    onSuccess: ({ items }, body) => {
      client.setQueryData(staffListQuery().queryKey, { items });
      if (!body.remove) setDone(t('admin.staff.roleSaved'));
    },
    onError: (err) => {
      setConfirming(false);
      setErrors(staffErrors(err, t, ['role']));
    },
  });
  const headingId = `member-${member.user_id}`;

  const save = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setDone('');
    if (!role) {
      setErrors({ role: t('errors.1000009') });
      return;
    }
    setErrors({});
    change.mutate({ email: member.email, role });
  };
  const remove = () => {
    setDone('');
    setErrors({});
    change.mutate({ email: member.email, remove: true });
  };

  return (
    <li className="card staff-member" aria-labelledby={headingId} data-testid={`staff-${member.email}`}>
      <div className="staff-who">
        <h3 id={headingId}>
          {member.name}
          {self && <span className="small muted"> · {t('admin.staff.you')}</span>}
        </h3>
        <p className="staff-email">{member.email}</p>
        <p className="small muted">{t('admin.staff.since', { date: formatDate(member.created_at, lang) })}</p>
      </div>
      <form className="staff-role" onSubmit={save} noValidate>
        <RoleSelect label={t('admin.staff.role')} value={role} onChange={setRole} error={errors.role} />
        <div className="staff-actions">
          <button type="submit" className="btn" disabled={change.isPending || role === member.role}>
            {t('admin.staff.saveRole')}
          </button>
          {!confirming && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={change.isPending}
              onClick={() => setConfirming(true)}
            >
              {t('admin.staff.remove')}
            </button>
          )}
        </div>
      </form>
      {confirming && (
        <fieldset className="staff-confirm">
          <legend>{t('admin.staff.removeConfirm', { name: member.name })}</legend>
          <div className="staff-actions">
            <button type="button" className="btn btn-danger" disabled={change.isPending} onClick={remove}>
              {t('admin.staff.removeYes')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
              {t('admin.staff.cancel')}
            </button>
          </div>
        </fieldset>
      )}
      <Problem text={errors.form} />
      <p className="small staff-done" role="status">
        {done}
      </p>
    </li>
  );
}
