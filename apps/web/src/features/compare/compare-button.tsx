// The compare toggle on product cards and the product page. Adding says how many of the four
// places are taken; a fifth product is refused with the reason (useCompare).
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyToggle } from '../../components/icon-toggle.tsx';
import { showToast } from '../../lib/toast.ts';
import { useCompare } from './api.ts';
import { MAX_COMPARE } from './device-compare.ts';

export interface CompareToggle {
  has: (productId: number) => boolean;
  toggle: (productId: number) => Promise<void>;
}

/** The compare list as on/off switches for any number of products (a grid asks once for its cards). */
export function useCompareToggle(): CompareToggle {
  const { t } = useTranslation();
  const compare = useCompare();
  // the switches change only with the list; the action reads the list's functions when tapped
  const latest = useRef({ t, compare });
  latest.current = { t, compare };
  const ids = compare.ids.join(',');
  return useMemo(() => {
    const list = ids ? ids.split(',').map(Number) : [];
    const has = (productId: number) => list.includes(productId);
    return {
      has,
      toggle: async (productId: number) => {
        const { t, compare } = latest.current;
        if (compare.ids.includes(productId)) await compare.remove(productId);
        else if (await compare.add(productId))
          showToast(t('compare.added', { count: compare.ids.length + 1, max: MAX_COMPARE }), 'success', 2000);
      },
    };
  }, [ids]);
}

export function CompareSwitch({
  product,
  compare,
  withText = false,
}: {
  product: { id: number; name: string };
  compare: CompareToggle;
  withText?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <BusyToggle
      icon="compare"
      label={t('compare.toggle', { name: product.name })}
      text={withText ? t('compare.label') : undefined}
      pressed={compare.has(product.id)}
      toggle={() => compare.toggle(product.id)}
      fillWhenOn={false}
    />
  );
}

export function CompareButton({
  product,
  withText = false,
}: {
  product: { id: number; name: string };
  withText?: boolean;
}) {
  return <CompareSwitch product={product} compare={useCompareToggle()} withText={withText} />;
}
