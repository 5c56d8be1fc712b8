// The status tabs of an order list (spec §4 order labels) with their counts; the buyer's purchase
// history and the seller's orders both use them. The panel they control has id "orders-panel".
import { ORDER_TABS, type OrderTab } from '@polymart/contract/orders';
import { useTranslation } from 'react-i18next';

export function OrderTabs({
  tab,
  counts,
  onPick,
}: {
  tab: OrderTab;
  counts: Partial<Record<OrderTab, number>> | undefined;
  onPick: (tab: OrderTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="chips order-tabs" role="tablist" aria-label={t('orders.tabs')}>
      {ORDER_TABS.map((key) => (
        <button
          key={key}
          id={`tab-${key}`}
          type="button"
          role="tab"
          className="chip"
          aria-selected={tab === key}
          aria-controls="orders-panel"
          onClick={() => onPick(key)}
        >
          {t(`orders.tab.${key}`)}
          {counts && <span className="chip-count">{counts[key] ?? 0}</span>}
        </button>
      ))}
    </div>
  );
}
