// The quantity stepper of spec §9 (number box minimum 1) bounded by stock (spec §5). The number
// field is a native spinbutton, so its value and bounds are announced; typing commits on blur or
// Enter rather than on every key, so a cart line is not updated for each digit.

import { MAX_QUANTITY } from '@polymart/contract/limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/cart.css';

export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** What the quantity is of (the product name), for the group's name. */
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const top = Math.min(max, MAX_QUANTITY);
  const off = disabled || top < 1;
  const commit = (n: number) => {
    const q = Math.max(1, Math.min(top, Number.isFinite(n) ? Math.trunc(n) : value));
    setText(String(q));
    if (q !== value) onChange(q);
  };
  return (
    <fieldset className="stepper" aria-label={t('cart.quantityOf', { name: label })}>
      <button
        type="button"
        aria-label={t('cart.decrease')}
        disabled={off || value <= 1}
        onClick={() => commit(value - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, top)}
        value={text}
        disabled={off}
        aria-label={t('cart.quantity')}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => commit(Number(text))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit(Number(text));
          }
        }}
      />
      <button
        type="button"
        aria-label={t('cart.increase')}
        disabled={off || value >= top}
        onClick={() => commit(value + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
