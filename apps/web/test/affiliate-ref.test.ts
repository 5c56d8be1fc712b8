// The share link a signed-in customer sends carries their invitation code in the hash route's
// query, where the storefront's ref watcher reads it back.
import { describe, expect, it } from 'vitest';
import { refIn, withRef } from '../src/features/affiliate/ref.ts';

const search = (href: string) => `?${new URL(href).hash.split('?')[1] ?? ''}`;

describe('share links with a ref', () => {
  it('adds the code to a route with a query and keeps the query', () => {
    const href = withRef('https://shop.example/#/pages/prouduct/detail?id=12', 'AB12CD34');
    expect(href).toBe('https://shop.example/#/pages/prouduct/detail?id=12&ref=AB12CD34');
    expect(refIn(search(href))).toBe('AB12CD34');
  });

  it('adds it to a route without a query and replaces an earlier ref', () => {
    expect(withRef('https://shop.example/#/pages/shop/detail', 'AB12CD34')).toBe(
      'https://shop.example/#/pages/shop/detail?ref=AB12CD34',
    );
    expect(withRef('https://shop.example/#/?ref=OTHER123', 'AB12CD34')).toBe('https://shop.example/#/?ref=AB12CD34');
  });

  it('leaves the address alone for a visitor', () => {
    expect(withRef('https://shop.example/#/pages/home/home', null)).toBe('https://shop.example/#/pages/home/home');
  });
});
