// What an operator reads before deciding: a seller application's store registration with the two
// KYC images, or a top-up's / withdrawal's amounts, proof and destination (products and stock-in
// in catalog-detail.tsx). The item's `detail` is loose JSON by type, read here field by field.

import type { InboxItem } from '@polymart/contract/inbox';
import { DEFAULT_CURRENCY } from '@polymart/contract/locales';
import { displayPhone } from '@polymart/contract/money';
import { useTranslation } from 'react-i18next';
import { EnrolmentDetail } from '../../features/flash/enrolment-detail.tsx';
import { useCurrency, usePrice } from '../../lib/currency.ts';
import { formatAmount } from '../../lib/numbers.ts';
import { BankSlipDetail } from './bank-slip-detail.tsx';
import { CatalogDetail } from './catalog-detail.tsx';
import { Facts, minor, text } from './facts.tsx';
import { PrivateFigure } from './private-figure.tsx';

function ApplicationDetail({ detail }: { detail: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <>
      <Facts
        rows={[
          [t('admin.inbox.shopName'), text(detail.shop_name)],
          [t('admin.inbox.contactPerson'), text(detail.contact_person)],
          [t('auth.phone'), displayPhone(text(detail.phone))],
          [t('auth.email'), text(detail.email)],
          [t('profile.address'), text(detail.address)],
        ]}
      />
      <div className="private-figures">
        {text(detail.id_front) && <PrivateFigure path={text(detail.id_front)} label={t('admin.inbox.idFront')} />}
        {text(detail.id_with_holder) && (
          <PrivateFigure path={text(detail.id_with_holder)} label={t('admin.inbox.idWithHolder')} />
        )}
      </div>
    </>
  );
}

/** Where a withdrawal is paid: the bank account or the wallet address the profile held when asked. */
function Destination({ to }: { to: Record<string, string> }) {
  const { t } = useTranslation();
  const lines =
    to.method === 'wallet'
      ? [t('wallet.methodWallet'), `${t('profile.walletFor', { currency: to.currency ?? '' })}: ${to.address ?? ''}`]
      : [
          t('wallet.methodBank'),
          `${t('profile.bankName')}: ${to.bank_name ?? ''}`,
          `${t('profile.accountName')}: ${to.account_name ?? ''}`,
          `${t('profile.accountNumber')}: ${to.account_number ?? ''}`,
          ...(to.routing_number ? [`${t('profile.routingNumber')}: ${to.routing_number}`] : []),
        ];
  return (
    <ul className="destination">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function WalletDetail({ detail }: { detail: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const format = usePrice();
  const { code } = useCurrency();
  const actual = minor(detail.actual_amount);
  const destination = detail.destination as Record<string, string> | null;
  return (
    <>
      <Facts
        rows={[
          [t('admin.inbox.shopName'), detail.account === 'merchant' ? text(detail.shop_name) : ''],
          [t('admin.inbox.sellerDebt'), minor(detail.debt) > 0 ? format(minor(detail.debt)) : ''],
          [t('admin.requested'), `${formatAmount(minor(detail.amount), i18n.language)} ${text(detail.currency)}`],
          [
            t('admin.actual'),
            `${formatAmount(actual, i18n.language)} ${DEFAULT_CURRENCY}${code === DEFAULT_CURRENCY ? '' : ` (≈ ${format(actual)})`}`,
          ],
          [t('admin.txn'), text(detail.transaction_id)],
          [t('admin.method'), text(detail.payment_method)],
          [t('admin.inbox.customerRemark'), text(detail.remark)],
          [
            t('admin.destination'),
            destination && Object.keys(destination).length ? <Destination key="to" to={destination} /> : '',
          ],
        ]}
      />
      {text(detail.proof) && (
        <div className="private-figures">
          <PrivateFigure path={text(detail.proof)} label={t('admin.proof')} />
        </div>
      )}
    </>
  );
}

export function InboxDetail({ item }: { item: InboxItem }) {
  if (item.type === 100) return <ApplicationDetail detail={item.detail} />;
  if (item.type === 600) return <BankSlipDetail detail={item.detail} />;
  if (item.type === 700) return <EnrolmentDetail detail={item.detail} />;
  if (item.type === 200 || item.type === 300) return <CatalogDetail type={item.type} detail={item.detail} />;
  return <WalletDetail detail={item.detail} />;
}
