// A printable packing slip of one order: who sends it and how to reach them, the order number and
// date, the recipient and address, and the lines with SKU and quantity — no prices, as packing
// slips go in the parcel (a gift's price is not the recipient's business). Print uses the browser's
// dialog; the print style sheet (seller-engagement.css) leaves only the slip on the paper.

import { ERRORS, type PackingSlip } from '@polymart/contract';
import { displayPhone } from '@polymart/contract/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { packingSlipQuery } from '../../../features/seller-orders/api.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/hooks.ts';
import { useSession } from '../../../lib/session.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function Slip({ slip }: { slip: PackingSlip }) {
  const { t } = useTranslation();
  const lang = useLang();
  const a = slip.address;
  const units = slip.items.reduce((sum, i) => sum + i.quantity, 0);
  return (
    <article className="card slip" aria-labelledby="slip-title">
      <header className="slip-head">
        <div>
          <h1 id="slip-title">{t('seller.slip.title')}</h1>
          <p className="slip-order">{t('orders.number', { id: slip.order_id })}</p>
          <p>
            {t('seller.slip.date')}: {formatDate(slip.date, lang)}
          </p>
        </div>
        <section className="slip-from" aria-labelledby="slip-from">
          <h2 id="slip-from">{t('seller.slip.from')}</h2>
          <p className="slip-shop">{slip.shop.name}</p>
          {slip.shop.contact_person && <p>{slip.shop.contact_person}</p>}
          {slip.shop.address && <p>{slip.shop.address}</p>}
          {slip.shop.phone && (
            <p>
              {t('seller.slip.phone')}: {displayPhone(slip.shop.phone)}
            </p>
          )}
          {slip.shop.email && (
            <p>
              {t('seller.slip.email')}: {slip.shop.email}
            </p>
          )}
        </section>
      </header>
      <section className="slip-to" aria-labelledby="slip-to">
        <h2 id="slip-to">{t('seller.slip.to')}</h2>
        <address>
          <strong>{a.name}</strong>
          <br />
          {a.street}
          <br />
          {[a.postal_code, a.city].filter(Boolean).join(' ')}
          {a.state && `, ${a.state}`}
          <br />
          {countryName(a.country, lang)}
          {a.phone && (
            <>
              <br />
              {t('seller.slip.phone')}: {displayPhone(a.phone)}
            </>
          )}
        </address>
      </section>
      <section aria-labelledby="slip-items">
        <h2 id="slip-items">{t('seller.slip.items')}</h2>
        <table className="slip-table">
          <thead>
            <tr>
              <th scope="col">{t('seller.slip.product')}</th>
              <th scope="col">{t('seller.slip.sku')}</th>
              <th scope="col" className="slip-qty">
                {t('seller.slip.quantity')}
              </th>
            </tr>
          </thead>
          <tbody>
            {slip.items.map((item) => (
              <tr key={item.id}>
                <td>{item.name}</td>
                <td className="slip-sku">{item.sku || '—'}</td>
                <td className="slip-qty">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('seller.slip.units')}
              </th>
              <td className="slip-qty">{units}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <dl className="facts slip-facts">
        <div>
          <dt>{t('checkout.deliveryMethod')}</dt>
          <dd>{t(`checkout.method.${slip.delivery_method}`, { defaultValue: slip.delivery_method })}</dd>
        </div>
        {slip.log_sn && (
          <div>
            <dt>{t('orders.logSn')}</dt>
            <dd>{slip.log_sn}</dd>
          </div>
        )}
        {slip.remark && (
          <div>
            <dt>{t('orders.remark')}</dt>
            <dd>{slip.remark}</dd>
          </div>
        )}
      </dl>
      <p className="slip-thanks">{t('seller.slip.thanks', { shop: slip.shop.name })}</p>
    </article>
  );
}

export default function SellerPackingSlip() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const id = Number(useParams().id);
  useSellerTitle(t('seller.slip.title'));
  const slip = useQuery({ ...packingSlipQuery(sellerId, id), enabled: id > 0 });
  const unknown = !(id > 0) || (slip.error instanceof ApiError && slip.error.code === ERRORS.ORDER_NOT_FOUND.code);
  return (
    <div className="page seller-page slip-page">
      <div className="toolbar no-print">
        <Link to={sellerPaths.order(id)}>{t('seller.slip.back')}</Link>
        {slip.data && (
          <button type="button" className="btn" onClick={() => window.print()}>
            {t('seller.slip.print')}
          </button>
        )}
      </div>
      {slip.data ? (
        <Slip slip={slip.data} />
      ) : (
        <>
          <h1>{t('seller.slip.title')}</h1>
          {unknown ? (
            <EmptyState title={t('errors.1500018')} />
          ) : slip.isError ? (
            <ErrorState onRetry={() => void slip.refetch()} />
          ) : (
            <LineSkeleton lines={6} />
          )}
        </>
      )}
    </div>
  );
}
