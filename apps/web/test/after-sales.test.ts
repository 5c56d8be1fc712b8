// The client-side rules around an order: the visitor's compare list on the device, which compare
// rows differ, the coupon code in the checkout URL, which orders offer a refund and which refused
// requests may go to an admin, and which collected coupons can be picked now.
import './local-storage.ts';
import type { OrderItem, OrderSummary } from '@polymart/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkoutSearch, quoteBody, readCheckout } from '../src/features/cart/checkout-state.ts';
import type { CompareItem } from '../src/features/compare/api.ts';
import { compareValue, differs } from '../src/features/compare/compare-rows.ts';
import {
  addDeviceCompare,
  deviceCompare,
  deviceCompareIds,
  removeDeviceCompare,
} from '../src/features/compare/device-compare.ts';
import { type Coupon, usableNow } from '../src/features/coupons/api.ts';
import { canEscalate, type Refund, refundable } from '../src/features/refunds/api.ts';

describe('device compare list', () => {
  beforeEach(() => {
    localStorage.clear();
    removeDeviceCompare();
  });

  it('keeps up to four products once each, in the order added, and refuses a fifth', () => {
    for (const id of [3, 1, 3, 7, 9]) expect(addDeviceCompare(id)).toBe(true);
    expect(addDeviceCompare(11)).toBe(false);
    expect(JSON.parse(localStorage.getItem('device-compare')!)).toEqual([3, 1, 7, 9]);
    expect(deviceCompare.get()).toEqual([3, 1, 7, 9]);
    removeDeviceCompare(1);
    expect(deviceCompare.get()).toEqual([3, 7, 9]);
    removeDeviceCompare();
    expect(localStorage.getItem('device-compare')).toBeNull();
    expect(deviceCompare.get()).toEqual([]);
  });

  it('reads only well-formed ids from a tampered value', () => {
    localStorage.setItem('device-compare', JSON.stringify([5, '6', -1, 2.5, 5, 8, 9, 10, 12]));
    expect(deviceCompareIds()).toEqual([5, 8, 9, 10]);
    localStorage.setItem('device-compare', '{"not":"a list"}');
    expect(deviceCompareIds()).toEqual([]);
  });
});

const product = (over: Partial<CompareItem>): CompareItem => ({
  id: 1,
  shop_id: 1,
  category_id: 1,
  brand_id: null,
  name: 'Camera',
  short_description: '',
  price: 10_000,
  deal_price: null,
  stock: 5,
  image: '',
  thumb: '',
  sales: 0,
  rating: 4.5,
  review_count: 2,
  is_new: false,
  is_hot: false,
  is_recommended: false,
  away_until: null,
  free_delivery: false,
  brand: 'Canon',
  category: 'Cameras',
  shop: { id: 1, name: 'Demo Camera House' },
  sku: 'SKU-1',
  tax_rate: 1000,
  description: '',
  ...over,
});

describe('compare rows', () => {
  it('marks a row when the products do not all agree, and compares what the buyer pays', () => {
    const a = product({ id: 1 });
    const b = product({ id: 2, sku: 'SKU-2', price: 12_000, deal_price: 10_000 });
    expect(compareValue(b, 'price')).toBe(10_000);
    expect(differs([a, b], 'price')).toBe(false);
    expect(differs([a, b], 'sku')).toBe(true);
    expect(differs([a, b], 'brand')).toBe(false);
    expect(differs([a, product({ id: 3, brand: null })], 'brand')).toBe(true);
    // one product alone differs from nothing
    expect(differs([b], 'sku')).toBe(false);
  });
});

describe('coupon code in the checkout URL', () => {
  it('is read in capitals, kept between steps and sent as coupon_code', () => {
    const state = readCheckout(new URLSearchParams('?product_id=7&quantity=1&coupon=spring-10'));
    expect(state.coupon).toBe('SPRING-10');
    expect(checkoutSearch(state, { step: 'confirm' })).toBe('?product_id=7&quantity=1&coupon=SPRING-10&step=confirm');
    expect(quoteBody(state).coupon_code).toBe('SPRING-10');
  });

  it('drops what cannot be a code', () => {
    for (const bad of ['ab', 'with space', 'x'.repeat(33), 'semi;colon']) {
      expect(readCheckout(new URLSearchParams({ coupon: bad })).coupon, bad).toBeUndefined();
    }
    expect(quoteBody(readCheckout(new URLSearchParams(''))).coupon_code).toBeUndefined();
  });
});

const item = (over: Partial<OrderItem> = {}): OrderItem => ({
  id: 1,
  product_id: 1,
  name: 'Camera',
  image: '',
  quantity: 2,
  price: 100,
  tax: 0,
  total: 200,
  discount: 0,
  returned: 0,
  reviewed: false,
  ...over,
});

const order = (over: Partial<OrderSummary>): OrderSummary => ({
  id: 1,
  shop: { id: 1, name: 'Shop', logo: '' },
  status: 'to_ship',
  delivery_status: 'to_ship',
  payment_status: 'paid',
  payment_method: 'wallet',
  price: 200,
  date: '2026-01-01T00:00:00Z',
  expires_at: null,
  items: [item()],
  actions: { pay: false, cancel: true, confirm: false },
  ...over,
});

describe('refunds', () => {
  it('are offered on paid orders on their way or done, while units are left to return', () => {
    expect(refundable(order({}))).toBe(true);
    expect(refundable(order({ status: 'completed' }))).toBe(true);
    expect(refundable(order({ status: 'unpaid', payment_status: 'unpaid' }))).toBe(false);
    expect(refundable(order({ status: 'cancelled', payment_status: 'refunded' }))).toBe(false);
    // cash on delivery not yet paid
    expect(refundable(order({ payment_status: 'due' }))).toBe(false);
    expect(refundable(order({ items: [item({ returned: 2 })] }))).toBe(false);
  });

  it('go to an admin once, only when rejected', () => {
    const refund = (status: Refund['status'], events: string[]): Refund => ({
      id: 1,
      order_id: 1,
      shop: { id: 1, name: 'Shop' },
      status,
      reason: 'broken',
      photos: [],
      amount: 100,
      seller_remark: '',
      admin_remark: '',
      created_at: '',
      decided_at: null,
      items: [],
      events: events.map((s) => ({ status: s, actor_role: 'customer', note: '', created_at: '' })),
    });
    expect(canEscalate(refund('rejected', ['pending', 'rejected']))).toBe(true);
    expect(canEscalate(refund('rejected', ['pending', 'rejected', 'escalated', 'rejected']))).toBe(false);
    expect(canEscalate(refund('pending', ['pending']))).toBe(false);
  });
});

describe('collected coupons', () => {
  it('can be picked while running and not all used', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const coupon = (over: Partial<Coupon>): Coupon => ({
      id: 1,
      code: 'SUMMER',
      shop_id: null,
      shop_name: null,
      kind: 'percent',
      value: 1000,
      max_discount: null,
      min_spend: 0,
      starts_at: '2026-05-01T00:00:00Z',
      ends_at: '2026-07-01T00:00:00Z',
      total_limit: 10,
      per_user_limit: 1,
      used_count: 0,
      category_ids: [],
      enabled: true,
      collected: true,
      ...over,
    });
    expect(usableNow(coupon({}), now)).toBe(true);
    expect(usableNow(coupon({ used_count: 10 }), now)).toBe(false);
    expect(usableNow(coupon({ starts_at: '2026-06-02T00:00:00Z' }), now)).toBe(false);
    expect(usableNow(coupon({ ends_at: '2026-06-01T12:00:00Z' }), now)).toBe(false);
  });
});
