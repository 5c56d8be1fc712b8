// Amounts inside content (issue 17, fault 9): an operator writes `{{money:9900}}` in an ad's title or
// subtitle, a base amount in minor units (USD cents), and each buyer reads it converted into their
// currency and written in their language ("free shipping over 91,08 €"), never the token itself.
// The token is the same in every language's text, so a translator only moves it.

/** `{{money:<base minor units>}}`; up to 15 digits, so the amount is always a safe integer. */
export const MONEY_TOKEN = /\{\{\s*money\s*:\s*(\d{1,15})\s*\}\}/g;

/** The text with each money token replaced by `price(amount)`; other text is left as written. */
export function fillMoney(text: string, price: (amount: number) => string): string {
  return text.replace(MONEY_TOKEN, (_, minor: string) => price(Number(minor)));
}
