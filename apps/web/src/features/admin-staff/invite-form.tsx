// Inviting someone to the staff by email with a role (and a name for a new account). The input is
// parsed with the contract's schema before it is sent; the answer says whether a new account was
// made, in which case its owner was mailed a code to set the password.
import { type StaffRole, staffBody } from '@polymart/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { type FieldErrors, parseForm } from '../../lib/form-errors.ts';
import { saveStaff, staffListQuery } from './api.ts';
import { staffErrors } from './errors.ts';
import { RoleSelect } from './role-select.tsx';

export function InviteForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [role, setRole] = useState<StaffRole | ''>('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState('');
  const [formKey, setFormKey] = useState(0);
  const invite = useMutation({
    mutationFn: saveStaff,
    onSuccess: ({ created, items }, body) => {
      client.setQueryData(staffListQuery().queryKey, { items });
      setDone(t(created ? 'admin.staff.invitedNew' : 'admin.staff.invited', { email: body.email }));
      setRole('');
      setFormKey((k) => k + 1);
    },
    onError: (err) => setErrors(staffErrors(err, t, ['email', 'role', 'name'])),
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = { email: String(form.get('email') ?? ''), role, name: String(form.get('name') ?? '') };
    setDone('');
    const parsed = parseForm(staffBody, input, t);
    if (!parsed.ok || !parsed.data.role) {
      setErrors(parsed.ok ? { role: t('errors.1000009') } : parsed.errors);
      return;
    }
    setErrors({});
    invite.mutate(parsed.data);
  };

  return (
    <form className="card staff-invite" onSubmit={submit} noValidate aria-labelledby="staff-invite">
      <div className="staff-invite-fields" key={formKey}>
        <Field label={t('auth.email')} name="email" type="email" autoComplete="off" error={errors.email} required />
        <Field label={t('admin.staff.nameOptional')} name="name" autoComplete="off" error={errors.name} />
      </div>
      <RoleSelect label={t('admin.staff.role')} value={role} onChange={setRole} error={errors.role} blank />
      <Problem text={errors.form} />
      <button type="submit" className="btn" disabled={invite.isPending}>
        {t('admin.staff.invite')}
      </button>
      <p className="small staff-done" role="status">
        {done}
      </p>
    </form>
  );
}
