// A text area of spec §9 (at most 140 characters) with the characters left read out with it.
import { REMARK_MAX } from '@polymart/contract/common';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from './form-field.tsx';

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
  return (
    <TextAreaField
      label={label}
      maxLength={REMARK_MAX}
      rows={rows}
      required={required}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      note={t('orders.charsLeft', { count: REMARK_MAX - value.length })}
    />
  );
}
