// The first Intl format of a language costs a phone 10–20 ms to load the language's data (a date
// format another 5 ms), and the first screen's draw paid for it: the product page's rating made
// that draw a 200 ms task on Lighthouse's 4× slower phone (issue 17, speed). The launch builds the
// formats the first screens write with while it waits for the network, one per task, so that no
// task grows long and the first draw finds them built (numbers.ts, format.ts and money.ts cache
// each one).
import { formatMoney } from '@polymart/contract/money';
import { currentCurrency } from './currency.ts';
import { formatDate } from './format.ts';
import { formatAmount, formatCount, formatDecimal, formatSignedPercent, langTag } from './numbers.ts';
import { nextTask } from './stages.tsx';

const STEPS: ((tag: string) => unknown)[] = [
  (tag) => new Intl.NumberFormat(tag).format(1),
  (tag) => [formatCount(1, tag), formatDecimal(1, tag), formatAmount(100, tag), formatSignedPercent(-0.1, tag)],
  // the currency list has usually answered by now; the default one otherwise
  (tag) => formatMoney(100, currentCurrency(), tag),
  (tag) => new Intl.PluralRules(tag).select(1),
  (tag) => formatDate('2026-01-01T00:00:00Z', tag),
];

/** Builds the language's formats, one per task; resolves when all are built, and never fails. */
export async function warmFormats(lang: string): Promise<void> {
  const tag = langTag(lang);
  for (const step of STEPS) {
    await nextTask();
    try {
      step(tag);
    } catch {
      // the launch must not fail for a head start: a format that cannot be built fails where drawn
    }
  }
}
