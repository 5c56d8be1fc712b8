// One shop's admin page (issue 15, permission `sellers`): owner and contacts, figures, the seller
// application's KYC images (private uploads, fetched with the operator's token), the commission
// rule that applies (edited on the commission page), suspension with who, when and why — suspend
// or reinstate with a reason — and the shop's own history of admin actions.
import { displayPhone } from '@polymart/contract/money';
import type { AdminShopDetail } from '@polymart/contract/shops-admin';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Facts } from '../../../components/facts.tsx';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { History } from '../../../features/admin-audit/history.tsx';
import { shopQuery } from '../../../features/admin-shops/api.ts';
import { ModerationForm } from '../../../features/admin-shops/moderation-form.tsx';
import { percent, ShopStateTag } from '../../../features/admin-shops/shop-card.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { useBasePrice } from '../../../lib/base-price.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLang } from '../../../lib/hooks.ts';
import { formatDecimal } from '../../../lib/numbers.ts';
import { adminDetail, adminPaths } from '../paths.ts';
import { PrivateFigure } from '../private-figure.tsx';
import { useAdminTitle } from '../title.ts';
import '../../../styles/admin-shops.css';
import '../../../styles/inbox.css';

export default function AdminShopPage() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.shops.detailTitle'));
  return (
    <RequirePermission permission="sellers">
      <ShopPage />
    </RequirePermission>
  );
}

function ShopPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  const id = Number(useParams().id);
  const detail = useQuery({ ...shopQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const d = detail.data;
  return (
    <main className="page admin-page admin-shop" id="content">
      <p>
        <Link to={adminPaths.shops} className="admin-shops-back">
          ← {t('admin.shops.back')}
        </Link>
      </p>
      {detail.isError ? (
        <>
          <h1>{t('admin.shops.detailTitle')}</h1>
          <ErrorState onRetry={() => void detail.refetch()} />
        </>
      ) : !d ? (
        <>
          <h1>{t('admin.shops.detailTitle')}</h1>
          <LineSkeleton lines={8} />
        </>
      ) : (
        <>
          <h1 data-testid="shop-name">{d.name}</h1>
          <p className="admin-shop-tags">
            <ShopStateTag status={d.status} />
          </p>
          <div className="admin-shop-grid">
            <section className="card admin-shop-part" aria-labelledby="shop-profile">
              <h2 id="shop-profile">{t('admin.shops.profile')}</h2>
              <Facts
                rows={[
                  [t('admin.shops.id'), d.id],
                  [
                    t('admin.shops.owner'),
                    d.owner ? (
                      <Link
                        key="owner"
                        to={adminDetail('users', d.owner.id)}
                      >{`${d.owner.name} · ${d.owner.email}`}</Link>
                    ) : (
                      ''
                    ),
                  ],
                  [t('admin.shops.contact'), d.contact_person],
                  [t('admin.shops.phone'), d.phone && displayPhone(d.phone)],
                  [t('admin.shops.email'), d.email],
                  [t('admin.shops.address'), d.address],
                  [t('admin.shops.created'), formatDateTime(d.created_at, lang)],
                ]}
              />
            </section>
            <section className="card admin-shop-part" aria-labelledby="shop-figures">
              <h2 id="shop-figures">{t('admin.shops.figures')}</h2>
              <Facts
                rows={[
                  [t('admin.shops.rating'), formatDecimal(d.rating, lang)],
                  [
                    t('admin.shops.sales'),
                    `${price(d.sales_total)} · ${t('admin.shops.orders', { count: d.sales_count })}`,
                  ],
                  [
                    t('admin.shops.refundRate'),
                    `${percent(d.refund_rate_bp, lang)} · ${t('admin.shops.refundsOf', { refunded: d.refunded_orders, paid: d.paid_orders })}`,
                  ],
                  [
                    t('admin.shops.products'),
                    <Link key="products" to={`${adminPaths.products}?shop_id=${d.id}`}>
                      {d.product_count}
                    </Link>,
                  ],
                  [t('admin.shops.openOrders'), d.open_orders],
                ]}
              />
            </section>
            <SuspensionPanel detail={d} />
            <CommissionPanel detail={d} />
            <KycPanel detail={d} />
          </div>
          <History subject="shop" id={d.id} />
        </>
      )}
    </main>
  );
}

function SuspensionPanel({ detail }: { detail: AdminShopDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const s = detail.suspension;
  return (
    <section className="card admin-shop-part" aria-labelledby="shop-suspension">
      <h2 id="shop-suspension">{t('admin.shops.suspension')}</h2>
      {s.active ? (
        <div data-testid="suspension-state">
          <p>
            {t('admin.shops.suspendedBy', { name: s.by?.name ?? '—', date: s.at ? formatDateTime(s.at, lang) : '' })}
          </p>
          <p className="admin-moderation-reason">
            <strong>{t('admin.shops.reasonLabel')}:</strong> {s.reason}
          </p>
          <p className="small muted">{t('admin.shops.suspendedNote')}</p>
        </div>
      ) : detail.status === 'active' ? (
        <p className="muted">{t('admin.shops.openNote')}</p>
      ) : (
        <p className="muted">{t('admin.shops.notOpen')}</p>
      )}
      {(detail.status === 'active' || s.active) && (
        <ModerationForm what="shops" id={detail.id} off={s.active} name={detail.name} />
      )}
    </section>
  );
}

function CommissionPanel({ detail }: { detail: AdminShopDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  const { rule, source } = detail.commission;
  return (
    <section className="card admin-shop-part" aria-labelledby="shop-commission">
      <h2 id="shop-commission">{t('admin.shops.commission')}</h2>
      {rule ? (
        <p>
          {t(`admin.shops.commissionSource.${source}`)}:{' '}
          <strong>
            {percent(rule.rate_bp, lang)}
            {rule.fixed > 0 && ` + ${price(rule.fixed)}`}
          </strong>
        </p>
      ) : (
        <p className="muted">{t('admin.shops.commissionSource.none')}</p>
      )}
      <p className="small muted">{t('admin.shops.commissionNote')}</p>
      <Link className="btn btn-outline" to={adminPaths.commission}>
        {t('admin.shops.editCommission')}
      </Link>
    </section>
  );
}

function KycPanel({ detail }: { detail: AdminShopDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const a = detail.application;
  return (
    <section className="card admin-shop-part" aria-labelledby="shop-kyc">
      <h2 id="shop-kyc">{t('admin.shops.kyc')}</h2>
      {a ? (
        <>
          <Facts
            rows={[
              [t('admin.shops.contact'), a.contact_person],
              [t('admin.shops.phone'), a.phone && displayPhone(a.phone)],
              [t('admin.shops.email'), a.email],
              [t('admin.shops.address'), a.address],
              [t('admin.shops.applied'), formatDateTime(a.created_at, lang)],
              [t('admin.shops.approved'), a.decided_at ? formatDateTime(a.decided_at, lang) : ''],
            ]}
          />
          <div className="private-figures">
            {a.id_front && <PrivateFigure path={a.id_front} label={t('admin.inbox.idFront')} />}
            {a.id_with_holder && <PrivateFigure path={a.id_with_holder} label={t('admin.inbox.idWithHolder')} />}
          </div>
        </>
      ) : (
        <p className="muted">{t('admin.shops.noApplication')}</p>
      )}
    </section>
  );
}
