// A row of filter chips, one pressed: "all" (the undefined choice) and each of `choices`. More
// chips (a toggle beside the choice) may follow as children.
import type { ReactNode } from 'react';

export function ChipFilter<K extends string>({
  label,
  choices,
  value,
  text,
  onPick,
  children,
}: {
  /** Names the row for assistive technology. */
  label: string;
  choices: readonly K[];
  value: K | undefined;
  /** The chip's text; called with undefined for "all". */
  text: (key: K | undefined) => string;
  onPick: (key: K | undefined) => void;
  children?: ReactNode;
}) {
  return (
    <ul className="chips" aria-label={label}>
      {[undefined, ...choices].map((key) => (
        <li key={key ?? 'all'}>
          <button type="button" className="chip" aria-pressed={value === key} onClick={() => onPick(key)}>
            {text(key)}
          </button>
        </li>
      ))}
      {children}
    </ul>
  );
}
