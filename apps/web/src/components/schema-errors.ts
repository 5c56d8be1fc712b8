// Forms parse with the contract's zod schema before they send (DESIGN §4), so a field's problem is
// said next to it, in the user's language, before the server would answer 1000008 or 1000009.
// Only the first problem of each field is kept: one message per field is what a person can act on.

/** The part of a zod issue read here (zod's own type is not imported: the web app depends on the
 * contract, not on zod). */
interface Issue {
  code: string;
  path: PropertyKey[];
  maximum?: number | bigint;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Field name → translated message, for the issues of a failed `safeParse` of `input`. */
export function schemaErrors(issues: readonly Issue[], input: Record<string, unknown>, t: Translate) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    if (isBlank(input[field])) errors[field] = t('seller.form.required');
    else if (issue.code === 'too_big' && issue.maximum !== undefined) {
      errors[field] = t('seller.form.tooLong', { max: Number(issue.maximum) });
    } else errors[field] = t('seller.form.invalid');
  }
  return errors;
}
