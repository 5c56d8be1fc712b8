// The compare toggle on product cards and the product page. Adding says how many of the four
// places are taken; a fifth product is refused with the reason (useCompare).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconToggle } from '../../components/icon-toggle.tsx';
import { showToast } from '../../lib/toast.ts';
import { useCompare } from './api.ts';
import { MAX_COMPARE } from './device-compare.ts';

export function CompareButton({
  product,
  withText = false,
}: {
  product: { id: number; name: string };
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const compare = useCompare();
  const [busy, setBusy] = useState(false);
  const on = compare.ids.includes(product.id);
  const toggle = async () => {
    setBusy(true);
    try {
      if (on) await compare.remove(product.id);
      else if (await compare.add(product.id))
        showToast(t('compare.added', { count: compare.ids.length + 1, max: MAX_COMPARE }), 'success', 2000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <IconToggle
      icon="compare"
      label={t('compare.toggle', { name: product.name })}
      text={withText ? t('compare.label') : undefined}
      pressed={on}
      busy={busy}
      onToggle={() => void toggle()}
      fillWhenOn={false}
    />
  );
}
