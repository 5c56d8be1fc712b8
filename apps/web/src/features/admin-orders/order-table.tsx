// The operators' order list: a table on a desktop; on a phone each row is a card (admin-orders.css
// lays the cells out with their column's name, so nothing scrolls sideways).
import type { AdminOrderRow } from '@polymart/contract/orders-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminDetail } from '../../lib/admin-paths.ts';
import { usePrice } from '../../lib/currency.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';

export function OrderTable({ orders }: { orders: AdminOrderRow[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = usePrice();
  const head = {
    order: t('admin.orders.order'),
    date: t('admin.orders.date'),
    shop: t('admin.orders.shop'),
    buyer: t('admin.orders.buyer'),
    status: t('admin.orders.status'),
    payment: t('admin.orders.payment'),
    total: t('admin.orders.total'),
  };
  return (
    <table className="admin-table" data-testid="admin-orders">
      <caption className="visually-hidden">{t('admin.orders.title')}</caption>
      <thead>
        <tr>
          {Object.values(head).map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id} data-testid="admin-order">
            <th scope="row" data-label={head.order}>
              <Link to={adminDetail('orders', o.id)}>#{o.id}</Link>
            </th>
            <td data-label={head.date}>{formatDateTime(o.created_at, lang)}</td>
            <td data-label={head.shop}>{o.shop.name}</td>
            <td data-label={head.buyer} className="admin-table-wrap">
              {o.buyer.email}
            </td>
            <td data-label={head.status}>
              <span className={`status status-${o.status}`}>{t(`orders.status.${o.status}`)}</span>
            </td>
            <td data-label={head.payment}>
              {t(`orders.payment.${o.payment_status}`)} · {t(`orders.method.${o.payment_method}`)}
            </td>
            <td data-label={head.total} className="admin-table-num">
              {format(o.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
