// Choosing one of many (e.g. one of the seller's products): a search box narrows a list of options,
// a select picks one. The caller runs the search and keeps the chosen option among `options` even
// when a new search leaves it out.
import { useId } from 'react';
import { SelectField } from './form-field.tsx';

export function SearchSelect({
  searchLabel,
  typed,
  onType,
  note,
  label,
  name,
  value,
  onChange,
  placeholder,
  options,
  error,
}: {
  searchLabel: string;
  typed: string;
  onType: (text: string) => void;
  /** Said with the search box as results come (e.g. how many were found). */
  note?: string;
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** The empty choice's text. */
  placeholder: string;
  options: { value: string; label: string }[];
  error?: string;
}) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-q`}>{searchLabel}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={typed}
          autoComplete="off"
          maxLength={100}
          aria-describedby={note === undefined ? undefined : `${id}-found`}
          onChange={(e) => onType(e.target.value)}
        />
        {note !== undefined && (
          <p id={`${id}-found`} className="small muted" aria-live="polite">
            {note}
          </p>
        )}
      </div>
      <SelectField label={label} name={name} value={value} onChange={(e) => onChange(e.target.value)} error={error}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
    </>
  );
}
