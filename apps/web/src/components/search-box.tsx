// A list screen's keyword search: a search box and its button; the keyword lives in the address,
// so the box shows it again when the address changes (a link, going back).
import { type FormEvent, useEffect, useId, useState } from 'react';

export function SearchBox({
  keyword,
  onSearch,
  label,
  placeholder,
  submitText,
}: {
  keyword: string;
  /** Called with the typed text, trimmed ('' for none). */
  onSearch: (q: string) => void;
  /** Names the box for screen readers (it has no visible label). */
  label: string;
  placeholder: string;
  submitText: string;
}) {
  const id = useId();
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="search-form list-search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={text}
        maxLength={100}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn">
        {submitText}
      </button>
    </form>
  );
}
