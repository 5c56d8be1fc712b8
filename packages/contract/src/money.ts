// Money is an integer count of minor units (cents) everywhere. Every currency is shown with two
// decimals (spec §9), so one minor unit is 1/100 of any currency, JPY and KRW included.
// Rates are integers: units of the currency per 1 USD times 100 (spec §9: rates divided by 100).

export interface Currency {
  code: string;
  symbol: string;
  rate: number;
}

const RATE_SCALE = 100;

function assertInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

/**
 * Base-currency minor units to another currency's minor units. Truncates toward zero (spec §9:
 * amounts are truncated to 2 decimals), computed in BigInt so no float ever touches money.
 */
export function convertFromBase(amount: number, rate: number): number {
  assertInteger(amount, 'amount');
  assertInteger(rate, 'rate');
  return Number((BigInt(amount) * BigInt(rate)) / BigInt(RATE_SCALE));
}

/** Another currency's minor units back to base minor units, truncated (never credits more than paid). */
export function convertToBase(amount: number, rate: number): number {
  assertInteger(amount, 'amount');
  assertInteger(rate, 'rate');
  if (rate <= 0) throw new RangeError('rate must be positive');
  return Number((BigInt(amount) * BigInt(RATE_SCALE)) / BigInt(rate));
}

/**
 * An amount typed in a currency (minor units of it) as base minor units: the smallest base amount
 * that shows at least the typed amount in that currency, which is exactly the typed amount whenever
 * one exists. Display truncates (spec §9), so converting back with convertToBase would make a
 * typed 10.00 EUR show as 9.99 EUR after saving. Prices, fees and minimum spends typed by sellers
 * all go through here.
 */
export function typedToBase(amount: number, rate: number): number {
  assertInteger(amount, 'amount');
  assertInteger(rate, 'rate');
  if (rate <= 0) throw new RangeError('rate must be positive');
  const scaled = BigInt(amount) * BigInt(RATE_SCALE);
  const r = BigInt(rate);
  return Number((scaled + r - 1n) / r);
}

/** Minor units as a plain decimal string with two decimals and optional thousands separators. */
export function formatMinor(amount: number, thousands = ','): string {
  assertInteger(amount, 'amount');
  const negative = amount < 0;
  const abs = BigInt(Math.abs(amount));
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

// Number formats are costly to build and a product list formats hundreds of prices: one per tag and code.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(tag: string, code: string): Intl.NumberFormat {
  // the code only places the symbol and picks the spacing; a code Intl cannot take still gets a layout
  const iso = /^[A-Z]{3}$/.test(code) ? code : 'XXX';
  const key = `${tag}|${iso}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: iso,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

const LETTER = /\p{L}/u;

/**
 * Minor units of a currency as a language writes money (BCP 47 tag): German `1.103,30 €`, French
 * `1 103,30 €`. The site's own symbol replaces the one Intl would pick (the operator chose it in
 * the currency list). English keeps the spec's own shape, symbol then amount (`$1,103.30`, and
 * `$-1.00` as before). The amount reaches Intl as a decimal string, never as a float.
 */
export function formatMoney(amount: number, currency: Pick<Currency, 'code' | 'symbol'>, tag = 'en'): string {
  if (tag === 'en') return `${currency.symbol}${formatMinor(amount)}`;
  const decimal = formatMinor(amount, '') as `${number}`;
  const parts = moneyFormat(tag, currency.code).formatToParts(decimal);
  return parts
    .map((part, i) => {
      if (part.type !== 'currency') return part.value;
      // Intl spaces its own symbol; a lettered symbol of ours (kr, Rp, Ft) must not touch the digits
      const before = parts[i - 1]?.type === 'integer' && LETTER.test(currency.symbol.at(0) ?? '');
      const after = parts[i + 1]?.type === 'integer' && LETTER.test(currency.symbol.at(-1) ?? '');
      return `${before ? '\u00a0' : ''}${currency.symbol}${after ? '\u00a0' : ''}`;
    })
    .join('');
}

/**
 * A base price as the buyer sees it (spec §9: converted by rate ÷ 100, truncated to two decimals),
 * with the symbol, in the language's number format (English when no tag is given, as the API's
 * exports and mails want).
 */
export function displayPrice(amount: number, currency: Currency, tag = 'en'): string {
  return formatMoney(convertFromBase(amount, currency.rate), currency, tag);
}

/**
 * Parse a typed amount ("1,234.5", "99") to minor units without floats; null when it does not
 * match the spec's amount rule (positive, up to 2 decimals, optional thousands commas).
 */
export function parseAmount(text: string): number | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = BigInt(match[1]!.replaceAll(',', ''));
  const cents = BigInt((match[2] ?? '').padEnd(2, '0'));
  const value = whole * 100n + cents;
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(value);
}

/** Spec §9: phone numbers starting with 66 (Thailand) are shown with a leading 0. */
export function displayPhone(phone: string): string {
  return phone.startsWith('66') ? `0${phone}` : phone;
}
