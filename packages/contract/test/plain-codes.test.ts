// The storefront reads invitation and coupon codes without zod (affiliateCodeOf, couponCodeOf):
// they must accept, refuse and normalise exactly as the schemas the API parses with.
import { describe, expect, it } from 'vitest';
import { zAffiliateCode } from '../src/affiliate.ts';
import { affiliateCodeOf, couponCodeOf } from '../src/codes.ts';
import { zCouponCode } from '../src/coupons.ts';

const SAMPLES = [
  '',
  ' ',
  'ab',
  'abc',
  'AB12CD34',
  ' ab12cd34 ',
  'ab12c',
  'AB12CD34EF56GH78',
  'AB12CD34EF56GH78X',
  'SAVE-10',
  'save_10',
  'SAVE 10',
  'ÄBC123',
  'x'.repeat(32),
  'x'.repeat(33),
  'émile1234',
];

const viaZod = (schema: typeof zAffiliateCode | typeof zCouponCode, raw: string) => {
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

describe('codes read without zod', () => {
  it('an invitation code as zAffiliateCode reads it', () => {
    for (const raw of SAMPLES) expect(affiliateCodeOf(raw), JSON.stringify(raw)).toBe(viaZod(zAffiliateCode, raw));
    expect(affiliateCodeOf(' ab12cd34 ')).toBe('AB12CD34');
  });

  it('a coupon code as zCouponCode reads it', () => {
    for (const raw of SAMPLES) expect(couponCodeOf(raw), JSON.stringify(raw)).toBe(viaZod(zCouponCode, raw));
    expect(couponCodeOf(' save_10 ')).toBe('SAVE_10');
  });
});
