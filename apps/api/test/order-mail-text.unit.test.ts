// The order mails in all 19 languages (issue 17): every language has every text, with the same
// placeholders as English and none left unknown, written in the language (no English copy), and a
// subject keeps to one line whatever is filled into it. Pure data: no database.
import { LANG_CODES } from '@polymart/contract';
import { describe, expect, it } from 'vitest';
import { ORDER_MAIL_TEXT, type OrderMailText } from '../src/modules/orders/mail-text/index.ts';
import { oneLine } from '../src/modules/orders/order-mail.ts';

/** Every text of a language, by its path ("cancelled.refund"). */
function texts(t: OrderMailText): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.set(path, value);
    else for (const [k, v] of Object.entries(value as object)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(t, '');
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = texts(ORDER_MAIL_TEXT.en);
const KNOWN = ['amount', 'id', 'reason', 'shop', 'tracking'];

describe('order mail texts', () => {
  it('has the four order events and the link line in English, with known placeholders only', () => {
    expect([...english.keys()]).toEqual(
      expect.arrayContaining([
        'placed.subject',
        'shipped.subject',
        'cancelled.subject',
        'cancelled.refund',
        'refunded.subject',
        'open',
      ]),
    );
    for (const text of english.values()) for (const p of placeholders(text)) expect(KNOWN).toContain(p);
  });

  it.each(LANG_CODES.filter((code) => code !== 'en'))('%s: every text, its placeholders, not English', (code) => {
    const own = texts(ORDER_MAIL_TEXT[code]);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, en] of english) {
      const text = own.get(path)!;
      expect(text.trim(), `${code} ${path}`).not.toBe('');
      expect(text, `${code} ${path} is the English text`).not.toBe(en);
      expect(placeholders(text), `${code} ${path}`).toEqual(placeholders(en));
    }
  });

  it('keeps every subject template on one line', () => {
    for (const code of LANG_CODES) {
      for (const [path, text] of texts(ORDER_MAIL_TEXT[code])) {
        if (path.endsWith('subject')) expect(text, `${code} ${path}`).not.toMatch(/[\r\n\u2028\u2029]/);
      }
    }
  });

  it('strips CR, LF and other control characters from what goes into a subject', () => {
    expect(oneLine('Your order #1\r\nBcc: someone@example.test')).toBe('Your order #1 Bcc: someone@example.test');
    expect(oneLine('a\nb\u2028c\td\u0000e')).toBe('a b c d e');
    expect(oneLine('x'.repeat(300), 200)).toHaveLength(200);
  });
});
