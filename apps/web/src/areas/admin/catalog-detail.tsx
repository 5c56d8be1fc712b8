// What a seller asks of the catalogue: a new product or a change to one on sale (200), with the
// submitted English texts, price, tax and photos; or a stock-in (300), with the quantity, the stock
// today and how the goods arrive. Product photos are public: the catalogue's 200 px size of each.
import { DEFAULT_CURRENCY } from '@polymart/contract/locales';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { formatAmount } from '../../lib/numbers.ts';
import { Facts, minor, text } from './facts.tsx';

/** An upload path (uploads/product/x.webp) or a catalogue key: the sizes live beside it as `-200.webp`. */
const thumb = (path: string) => imageUrl(`${path.replace(/(-\d+)?\.webp$/, '')}-200.webp`);

function ProductDetail({ detail }: { detail: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const submitted = (detail.submitted ?? {}) as Record<string, unknown>;
  const images = Array.isArray(submitted.images) ? submitted.images.filter((i) => typeof i === 'string') : [];
  const name = text(submitted.name_en);
  return (
    <>
      <Facts
        rows={[
          [t('admin.inbox.kind'), t(detail.kind === 'edit' ? 'admin.inbox.kindEdit' : 'admin.inbox.kindNew')],
          [t('admin.inbox.shop'), text(detail.shop_name)],
          [t('admin.inbox.product'), name],
          [t('admin.inbox.price'), `${formatAmount(minor(submitted.price), i18n.language)} ${DEFAULT_CURRENCY}`],
          [t('admin.inbox.taxRate'), `${formatAmount(minor(submitted.tax_rate), i18n.language)} %`],
          [t('admin.inbox.sku'), text(submitted.sku)],
          [t('admin.inbox.summary'), text(submitted.short_description_en)],
        ]}
      />
      {text(submitted.description_en) && (
        <details className="inbox-more">
          <summary>{t('admin.inbox.description')}</summary>
          <p>{text(submitted.description_en)}</p>
        </details>
      )}
      {images.length > 0 && (
        <ul className="inbox-photos">
          {images.map((path, i) => (
            <li key={path}>
              <img
                src={thumb(path)}
                alt={t('admin.inbox.photo', { index: i + 1, name })}
                width={72}
                height={72}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function StockInDetail({ detail }: { detail: Record<string, unknown> }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Facts
      rows={[
        [t('admin.inbox.shop'), text(detail.shop_name)],
        [t('admin.inbox.product'), `${text(detail.product_name)} (#${text(detail.product_id)})`],
        [t('admin.inbox.quantity'), text(detail.quantity)],
        [t('admin.inbox.stockNow'), text(detail.stock)],
        [t('admin.inbox.waybill'), text(detail.waybill)],
        [t('admin.inbox.expectedAt'), text(detail.expected_at) && formatDate(text(detail.expected_at), lang)],
        [t('admin.inbox.sellerNote'), text(detail.note)],
      ]}
    />
  );
}

export function CatalogDetail({ type, detail }: { type: 200 | 300; detail: Record<string, unknown> }) {
  return type === 200 ? <ProductDetail detail={detail} /> : <StockInDetail detail={detail} />;
}
