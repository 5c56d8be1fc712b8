// A moment as the operator reads it, in their language; '' for none.
export function formatWhen(value: string | null | undefined, lang: string): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  try {
    return d.toLocaleString(lang === 'jp' ? 'ja' : lang === 'zhtw' ? 'zh-TW' : lang, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  } catch {
    return d.toISOString().slice(0, 16).replace('T', ' ');
  }
}

/** An ISO moment as the value of a datetime-local input (local time), and back. */
export const toLocalInput = (value: string | null | undefined) => {
  if (!value) return '';
  const d = new Date(value);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : undefined);
