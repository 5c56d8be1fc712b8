// The loading flag of spec §9: reset 2000 ms after the indicator hides; until then a new call does
// not bring the indicator back, and a call still running at the reset shows it from then on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginLoading, LOADING_RESET_MS, loading } from '../src/lib/loading.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.advanceTimersByTime(LOADING_RESET_MS);
  vi.useRealTimers();
});

describe('loading flag (spec §9)', () => {
  it('is reset 2000 ms after hiding', () => {
    expect(LOADING_RESET_MS).toBe(2000);
    const first = beginLoading();
    expect(loading.get()).toBe(true);
    first();
    expect(loading.get()).toBe(false);

    // a chained call right after: no second flash of the indicator
    const second = beginLoading();
    expect(loading.get()).toBe(false);
    second();
    vi.advanceTimersByTime(LOADING_RESET_MS - 1);
    expect(loading.get()).toBe(false);
    vi.advanceTimersByTime(1);

    // after the reset, a call shows the indicator again
    const third = beginLoading();
    expect(loading.get()).toBe(true);
    third();
    third(); // safe to call twice
    expect(loading.get()).toBe(false);
  });

  it('shows a call that is still running when the flag resets', () => {
    beginLoading()();
    const slow = beginLoading();
    expect(loading.get()).toBe(false);
    vi.advanceTimersByTime(LOADING_RESET_MS);
    expect(loading.get()).toBe(true);
    slow();
    expect(loading.get()).toBe(false);
  });

  it('stays on while any of several calls runs', () => {
    const a = beginLoading();
    const b = beginLoading();
    a();
    expect(loading.get()).toBe(true);
    b();
    expect(loading.get()).toBe(false);
  });
});
