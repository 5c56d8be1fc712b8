// Forms parse with the contract's schemas before they send: a field's problem is named the way
// the server would name it, empty fields count as not given, and a form may say its own words.
import { registerBody } from '@polymart/contract/account';
import { couponCodeBody } from '@polymart/contract/coupons';
import { payFields } from '@polymart/contract/orders-input';
import { refundApplyBody } from '@polymart/contract/refunds';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api.ts';
import { failureErrors, parseForm } from '../src/lib/form-errors.ts';

const t = (key: string) => `<${key}>`;
const person = {
  name: 'Ana',
  phone: '+34 600 111 222',
  email: 'Ana@Example.com',
  password: 'a good long password',
  confirm_password: 'a good long password',
  invitation_code: '',
  agree: 'true',
};

describe('parseForm', () => {
  it('passes what the server would take, with its output (an empty optional field left out)', () => {
    const parsed = parseForm(registerBody, person, t);
    expect(parsed.ok && parsed.data.email).toBe('ana@example.com');
    expect(parsed.ok && 'invitation_code' in parsed.data).toBe(false);
  });

  it('says missing for an empty field and check for a wrong one, once per field', () => {
    const parsed = parseForm(registerBody, { ...person, name: '  ', email: 'not an email', agree: 'false' }, t);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.name).toBe('<errors.1000009>');
    expect(parsed.errors.email).toBe('<auth.checkField>');
    expect(parsed.errors.agree).toBe('<auth.checkField>');
  });

  it("uses a form's own words for its fields", () => {
    const parsed = parseForm(registerBody, { ...person, agree: 'false' }, t, { agree: 'auth.agreeNeeded' });
    expect(!parsed.ok && parsed.errors).toEqual({ agree: '<auth.agreeNeeded>' });
    const refund = parseForm(refundApplyBody, { order_id: 3, items: [], reason: '', photos: [] }, t, {
      items: 'refunds.chooseItems',
      reason: 'refunds.giveReason',
    });
    expect(!refund.ok && Object.values(refund.errors)[0]).toBe('<refunds.chooseItems>');
    expect(!refund.ok && refund.errors.reason).toBe('<refunds.giveReason>');
  });

  it('checks refinements across fields where the contract puts them', () => {
    const mismatch = parseForm(registerBody, { ...person, confirm_password: 'another long password' }, t);
    expect(!mismatch.ok && mismatch.errors).toEqual({ confirm_password: '<auth.checkField>' });
    const card = {
      payment_method: 'card',
      card_number: '4242 4242 4242 4241',
      exp_month: '12',
      exp_year: '2099',
      cvc: '123',
    };
    const badCard = parseForm(payFields, card, t);
    expect(!badCard.ok && badCard.errors).toEqual({ card_number: '<auth.checkField>' });
    expect(parseForm(payFields, { ...card, card_number: '4242 4242 4242 4242' }, t).ok).toBe(true);
    expect(parseForm(couponCodeBody, { coupon_code: ' summer-10 ' }, t)).toEqual({
      ok: true,
      data: { coupon_code: 'SUMMER-10' },
    });
  });
});

describe('failureErrors', () => {
  it('puts a server refusal next to the field it names when the form shows it, else on the form', () => {
    const named = new ApiError(1000008, 'invalid parameter: phone', { field: 'phone' });
    expect(failureErrors(named, t, ['name', 'phone'])).toEqual({ phone: '<auth.checkField>' });
    expect(failureErrors(named, t, ['name'])).toEqual({ form: '<errors.1000008>' });
    expect(failureErrors(new ApiError(0, 'network error'), t)).toEqual({ form: '<generic.request_error>' });
  });
});
