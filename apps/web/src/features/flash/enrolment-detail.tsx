// A flash-deal enrolment in the approval inbox (type 700): the campaign and its dates, the shop,
// the product with its price now, the deal price (and how much below it is) and the quantity.
import { useTranslation } from 'react-i18next';
import { Facts } from '../../components/facts.tsx';
import { usePrice } from '../../lib/currency.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const minor = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);

export function EnrolmentDetail({ detail }: { detail: Record<string, unknown> }) {
  const { t } = useTranslation();
  const format = usePrice();
  const lang = useLang();
  const price = minor(detail.price);
  const deal = minor(detail.deal_price);
  const off = price > 0 ? Math.round(((price - deal) * 100) / price) : 0;
  return (
    <Facts
      rows={[
        [t('flash.campaign'), text(detail.campaign_title)],
        [
          t('flash.period'),
          `${formatDateTime(text(detail.starts_at), lang)} – ${formatDateTime(text(detail.ends_at), lang)}`,
        ],
        [t('admin.inbox.shopName'), text(detail.shop_name)],
        [t('flash.product'), `${text(detail.product_name)} (#${text(detail.product_id)})`],
        [t('flash.price'), format(price)],
        [t('flash.dealPrice'), `${format(deal)} (−${off} %)`],
        [t('flash.quantity'), text(detail.quantity)],
        [t('flash.stock'), text(detail.stock)],
      ]}
    />
  );
}
