// The checkout's state in the URL, the visitor's device cart, the sign-in redirect guard and the
// Idempotency-Key: the client-side rules the buying path relies on.
import './local-storage.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { safeRedirect } from '../src/areas/store/after-sign-in.ts';
import { checkoutSearch, quoteBody, readCheckout } from '../src/features/cart/checkout-state.ts';
import {
  addDeviceLine,
  deviceCart,
  removeDeviceLines,
  selectDeviceLines,
  setDeviceQuantity,
} from '../src/features/cart/device-cart.ts';
import { newIdempotencyKey } from '../src/lib/payment.ts';

const read = (search: string) => readCheckout(new URLSearchParams(search));

describe('checkout state in the URL', () => {
  it('round-trips cart lines, address, delivery per shop and the payment method', () => {
    const state = read('?cart_ids=3,4&address_id=9&delivery=12:express,13:standard&method=wallet');
    expect(state).toEqual({
      cartIds: [3, 4],
      item: null,
      addressId: 9,
      delivery: { '12': 'express', '13': 'standard' },
      method: 'wallet',
    });
    expect(read(checkoutSearch(state))).toEqual(state);
    expect(quoteBody(state)).toEqual({
      cart_ids: '3,4',
      items: undefined,
      delivery: '{"12":"express","13":"standard"}',
    });
  });

  it('buys one product now, skipping the cart, and ignores what is not well formed', () => {
    const state = read('?product_id=7&quantity=2&cart_ids=x,0,-1&address_id=abc&method=bitcoin&delivery=a:b,:c');
    expect(state).toEqual({
      cartIds: [],
      item: { product_id: 7, quantity: 2 },
      addressId: null,
      delivery: {},
      method: null,
    });
    expect(quoteBody(state)).toEqual({
      cart_ids: undefined,
      items: '[{"product_id":7,"quantity":2}]',
      delivery: undefined,
    });
    expect(checkoutSearch(state, { step: 'confirm' })).toBe('?product_id=7&quantity=2&step=confirm');
  });

  it('quotes the selected cart lines when nothing is named', () => {
    expect(quoteBody(read(''))).toEqual({ cart_ids: undefined, items: undefined, delivery: undefined });
  });
});

describe('device cart', () => {
  beforeEach(() => {
    localStorage.clear();
    removeDeviceLines(deviceCart.get().map((l) => l.product_id));
  });

  it('adds within stock, keeps lines in localStorage, selects and removes them', () => {
    expect(addDeviceLine(5, 2, 3)).toBe(true);
    expect(addDeviceLine(5, 2, 3)).toBe(false); // 4 would pass the stock of 3
    expect(addDeviceLine(5, 1, 3)).toBe(true);
    expect(addDeviceLine(6, 1, 10)).toBe(true);
    expect(JSON.parse(localStorage.getItem('device-cart')!)).toEqual([
      { product_id: 5, quantity: 3, selected: true },
      { product_id: 6, quantity: 1, selected: true },
    ]);
    setDeviceQuantity(6, 0);
    selectDeviceLines([5], false);
    expect(deviceCart.get()).toEqual([
      { product_id: 5, quantity: 3, selected: false },
      { product_id: 6, quantity: 1, selected: true },
    ]);
    selectDeviceLines(undefined, true);
    expect(deviceCart.get().every((l) => l.selected)).toBe(true);
    removeDeviceLines([5, 6]);
    expect(localStorage.getItem('device-cart')).toBeNull();
    expect(deviceCart.get()).toEqual([]);
  });
});

describe('sign-in redirect', () => {
  it('follows only storefront screens', () => {
    expect(safeRedirect('/pages/cart/cart')).toBe('/pages/cart/cart');
    expect(safeRedirect('/pages/cart/delivery?product_id=7&quantity=2')).toBe(
      '/pages/cart/delivery?product_id=7&quantity=2',
    );
    for (const bad of ['https://evil.test/', '//evil.test', '/pages/users/login', 'javascript:alert(1)', null]) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });
});

describe('Idempotency-Key', () => {
  it('is a fresh v4 UUID each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
