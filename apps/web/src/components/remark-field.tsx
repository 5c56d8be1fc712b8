// A text area of spec §9 (at most 140 characters) with the characters left read out with it.
import { REMARK_MAX } from '@polymart/contract/common';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export { REMARK_MAX };

export function RemarkField({
  label,
  value,
  onChange,
  required = false,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  rows?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        maxLength={REMARK_MAX}
        rows={rows}
        required={required}
        value={value}
        aria-describedby={`${id}-count`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-count`} className="small muted">
        {t('orders.charsLeft', { count: REMARK_MAX - value.length })}
      </p>
    </div>
  );
}
