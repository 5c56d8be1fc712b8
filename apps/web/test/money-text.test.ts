// Money tokens in content (issue 17, fault 9) and script chunks that do not arrive (spec §9: 120 s).

import { displayPrice } from '@polymart/contract/money';
import { describe, expect, it } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkError, loadChunk } from '../src/lib/chunk.ts';
import { fillMoney } from '../src/lib/money-text.ts';

const EUR = { code: 'EUR', symbol: '€', rate: 92 };

describe('money tokens in ad texts', () => {
  it('shows the base amount converted and in the buyer language, never the token', () => {
    const de = (n: number) => displayPrice(n, EUR, 'de');
    expect(fillMoney('Kostenloser Versand ab {{money:9900}}', de)).toBe('Kostenloser Versand ab 91,08\u00a0€');
    expect(
      fillMoney('{{money:9900}}以上で送料無料', (n) =>
        displayPrice(n, { code: 'JPY', symbol: '¥', rate: 15300 }, 'ja'),
      ),
    ).toBe('¥15,147.00以上で送料無料');
    expect(
      fillMoney('Free shipping over {{ money: 9900 }}', (n) =>
        displayPrice(n, { ...EUR, code: 'USD', symbol: '$', rate: 100 }),
      ),
    ).toBe('Free shipping over $99.00');
  });

  it('replaces every token and leaves other braces alone', () => {
    const usd = (n: number) => `$${n / 100}`;
    expect(fillMoney('{{money:100}} or {{money:250}}', usd)).toBe('$1 or $2.5');
    expect(fillMoney('{{name}} and {{money:abc}}', usd)).toBe('{{name}} and {{money:abc}}');
  });
});

describe('script chunk time-out', () => {
  it('allows a script chunk 120 s', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a chunk that arrives in time through', async () => {
    expect(await loadChunk(async () => ({ default: 1 }), 1000)).toEqual({ default: 1 });
  });

  it('fails with a time-out when the chunk takes too long', async () => {
    const never = () => new Promise<never>(() => {});
    await expect(loadChunk(never, 20)).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('turns a failed import into a chunk failure the retry screen reads', async () => {
    const failed = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 1000);
    await expect(failed).rejects.toBeInstanceOf(ChunkError);
    await expect(failed).rejects.toMatchObject({ reason: 'failed' });
  });
});
