// A staff role to choose, with a line under it saying what the chosen role may do (the roles'
// permissions are ROLE_PERMISSIONS in the contract; the line says them in words).
import { STAFF_ROLES, type StaffRole } from '@polymart/contract/staff';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/form-field.tsx';

interface Props {
  label: string;
  value: StaffRole | '';
  onChange: (role: StaffRole | '') => void;
  error?: string;
  /** an empty first choice ("choose a role") for a new member */
  blank?: boolean;
}

export function RoleSelect({ label, value, onChange, error, blank }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [value && `${id}-about`, error && `${id}-err`].filter(Boolean).join(' ');
  return (
    <div className="field role-select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name="role"
        value={value}
        onChange={(e) => onChange(e.target.value as StaffRole | '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {blank && <option value="">{t('admin.staff.chooseRole')}</option>}
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`admin.roles.${r}`)}
          </option>
        ))}
      </select>
      {value && (
        <p id={`${id}-about`} className="small muted role-about">
          {t(`admin.roleAbout.${value}`)}
        </p>
      )}
      <FieldError id={`${id}-err`} text={error} />
    </div>
  );
}
