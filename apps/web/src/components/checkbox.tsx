// A labelled checkbox that can also show "some of these" (indeterminate), which only exists as a
// DOM property, not an attribute.
import { useEffect, useId, useRef } from 'react';

export function Checkbox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  onChange,
  hideLabel = false,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** The label is still read out; only its text is not shown (a line's box next to its name). */
  hideLabel?: boolean;
}) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <span className="check-box">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
    </span>
  );
}
