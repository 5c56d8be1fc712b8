// Invitation and coupon codes read without zod. The storefront reads `?ref=` on every screen and
// the checkout state on the product page; zod is 25 KB gzip those screens would otherwise download
// first (issue 17, speed). The schemas (affiliate.ts zAffiliateCode, coupons.ts zCouponCode) use the
// same patterns, and a test keeps both readings equal.

/** The query key a share link carries the invitation code in (inside the hash route's query). */
export const REF_PARAM = 'ref';
/** How long the storefront remembers a `ref` it saw, before registration sends it. */
export const REF_REMEMBER_DAYS = 30;

/** An invitation code, any letter case (kept upper case). */
export const AFFILIATE_CODE = /^[A-Z0-9]{6,16}$/i;
/** A coupon code once upper-cased. */
export const COUPON_CODE = /^[A-Z0-9_-]{3,32}$/;

/** zAffiliateCode's reading: the trimmed code in upper case, or null. */
export function affiliateCodeOf(raw: string): string | null {
  const code = raw.trim();
  return AFFILIATE_CODE.test(code) ? code.toUpperCase() : null;
}

/** zCouponCode's reading: the trimmed code in upper case, or null. */
export function couponCodeOf(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return COUPON_CODE.test(code) ? code : null;
}
