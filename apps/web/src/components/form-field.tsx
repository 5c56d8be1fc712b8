// A labelled input (or text box) whose error (from the server's named field) is tied to it for
// screen readers.
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

export function Field({
  label,
  name,
  error,
  ...input
}: { label: string; name: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        {...input}
      />
      <FieldError id={`${id}-err`} text={error} />
    </div>
  );
}

/** As Field, for text of several lines; `note` is said under it (e.g. the characters left). */
export function TextAreaField({
  label,
  name,
  error,
  note,
  ...area
}: { label: string; name?: string; error?: string; note?: ReactNode } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const describedBy = [note !== undefined && `${id}-note`, error && `${id}-err`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...area}
      />
      {note !== undefined && (
        <p id={`${id}-note`} className="small muted">
          {note}
        </p>
      )}
      <FieldError id={`${id}-err`} text={error} />
    </div>
  );
}

/** As Field, for a choice among options (the children). */
export function SelectField({
  label,
  name,
  error,
  children,
  ...select
}: { label: string; name?: string; error?: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        {...select}
      >
        {children}
      </select>
      <FieldError id={`${id}-err`} text={error} />
    </div>
  );
}

/** A field's error, under it; its control names this id in aria-describedby. Nothing without text. */
export function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="field-error">
      {text}
    </p>
  ) : null;
}
