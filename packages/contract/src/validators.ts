// The generic validator set of spec §5. Forms and server schemas pick from these; each is a pure
// predicate so zod schemas can use them with .refine().

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const CN_MOBILE = /^1\d{10}$/;
const DATE = /^\d{4}[-/](0?[1-9]|1[0-2])[-/](0?[1-9]|[12]\d|3[01])$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const DIGITS = /^\d+$/;
const ID_CARD = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;
const CAR_PLATE =
  /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{5}|[DF][A-HJ-NP-Z0-9]{5}|[A-HJ-NP-Z0-9]{5}[DF])$/;
const AMOUNT = /^(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*|0)(?:\.\d{1,2})?$/;
const CHINESE = /^[\u4e00-\u9fa5]+$/;
const LETTERS = /^[A-Za-z]+$/;
const LETTERS_OR_DIGITS = /^[A-Za-z0-9]+$/;
const LANDLINE = /^0\d{2,3}-\d{7,8}(?:-\d{1,6})?$/;
const VIDEO_EXT = /\.(mp4|mov|m4v|webm|ogg|ogv|avi|mkv|flv|3gp|wmv)$/i;
const IMAGE_EXT = /\.(jpe?g|png|gif|webp|avif|bmp|svg|heic|heif|tiff?)$/i;

export const isEmail = (v: string) => v.length <= 254 && EMAIL.test(v);
export const isCnMobile = (v: string) => CN_MOBILE.test(v);
export const isUrl = (v: string) => {
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
/**
 * A day that exists in the calendar, in years PostgreSQL and JavaScript agree on. JavaScript's own
 * parser rolls 2024-02-30 over to March 1st; PostgreSQL refuses it, so both checks ask this.
 */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
const calendarDay = (v: string) => {
  const [y, m, d] = v.split(/[-/T ]/).map(Number);
  return isCalendarDay(y!, m!, d!);
};
export const isDate = (v: string) => DATE.test(v) && calendarDay(v);
export const isIsoDate = (v: string) => ISO_DATE.test(v) && calendarDay(v);
const DATE_TIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:[T ]([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;
/** An ISO 8601 date, or date and time with an optional zone, that exists in the calendar. */
export const isIsoDateTime = (v: string) => DATE_TIME.test(v) && calendarDay(v);
export const isNumber = (v: string) => NUMBER.test(v);
export const isDigits = (v: string) => DIGITS.test(v);
export const isIdCard = (v: string) => ID_CARD.test(v);
export const isCarPlate = (v: string) => CAR_PLATE.test(v);
/** Positive amount with at most two decimals and optional thousands commas. */
export const isAmount = (v: string) => AMOUNT.test(v) && !/^0(\.0{1,2})?$/.test(v);
export const isChinese = (v: string) => CHINESE.test(v);
export const isLetters = (v: string) => LETTERS.test(v);
export const isLettersOrDigits = (v: string) => LETTERS_OR_DIGITS.test(v);
export const inRange = (v: number, min: number, max: number) => v >= min && v <= max;
export const lengthInRange = (v: string, min: number, max: number) => inRange([...v].length, min, max);
export const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0);
export const isJsonString = (v: string) => {
  try {
    const parsed: unknown = JSON.parse(v);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
};
export const isLandline = (v: string) => LANDLINE.test(v);
/** Verification codes: digits of a fixed length, 6 by default (spec §9). */
export const isCode = (v: string, length = 6) => new RegExp(`^\\d{${length}}$`).test(v);
export const isVideoFile = (name: string) => VIDEO_EXT.test(name);
export const isImageFile = (name: string) => IMAGE_EXT.test(name);
/** Spec §5: shop and seller names support English only. */
export const isEnglishName = (v: string) => /^[A-Za-z0-9][A-Za-z0-9 &'.,-]*$/.test(v);
