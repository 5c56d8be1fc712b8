// An order's state as a badge, in the words of the purchase history (spec §4 order labels).
import type { OrderStatus } from '@polymart/contract';
import { useTranslation } from 'react-i18next';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`status status-${status}`}>{t(`orders.status.${status}`)}</span>;
}
