// Under the price: what is stored when the seller types in another currency than the base one.
// Prices are kept in base minor units (USD cents) and shown to each buyer converted and truncated
// (spec §9), so the form says the base amount and, where the base cent is coarser than the typed
// currency's (JPY, KRW ...), the price buyers in that currency will actually see.
import { DEFAULT_CURRENCY } from '@polymart/contract/locales';
import { type Currency, convertFromBase, parseAmount, typedToBase } from '@polymart/contract/money';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '../../lib/numbers.ts';

export function PriceHint({ text, currency }: { text: string; currency: Currency }) {
  const { t } = useTranslation();
  const n = useNumbers();
  const minor = parseAmount(text);
  if (minor === null || minor === 0 || currency.code === DEFAULT_CURRENCY) return null;
  const base = typedToBase(minor, currency.rate);
  const shown = convertFromBase(base, currency.rate);
  return (
    <p className="small muted sp-price-hint">
      {t('seller.products.form.priceStored', { amount: `${n.amount(base)} ${DEFAULT_CURRENCY}` })}
      {shown !== minor && ` ${t('seller.products.form.priceShown', { amount: n.money(shown, currency) })}`}
    </p>
  );
}
