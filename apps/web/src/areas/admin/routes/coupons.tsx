// The platform's coupons (issue 15 §10): every one with what it takes off, when it runs, its uses
// and state, switched off and on (audited); and the form to issue one, good in every shop.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPager, pageCount } from '../../../components/admin-pager.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import {
  adminCouponsChanged,
  adminCouponsQuery,
  createPlatformCoupon,
  PAGE_SIZE,
  switchPlatformCoupon,
} from '../../../features/admin-moderation/api.ts';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { CouponCard } from '../../../features/seller-coupons/coupon-card.tsx';
import { CouponForm } from '../../../features/seller-coupons/coupon-form.tsx';
import { useAdminTitle } from '../title.ts';
import '../../../styles/orders.css';
import '../../../styles/admin-orders.css';

function CouponsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [formKey, setFormKey] = useState(0);
  const list = useQuery(adminCouponsQuery(page));
  return (
    <main className="page admin-page" id="content">
      <h1>{t('admin.coupons.title')}</h1>
      <p className="muted">{t('admin.coupons.intro')}</p>
      <div className="admin-coupons">
        <section aria-labelledby="coupons-list">
          <h2 id="coupons-list" className="visually-hidden">
            {t('admin.coupons.list')}
          </h2>
          {list.isError ? (
            <ErrorState onRetry={() => void list.refetch()} />
          ) : !list.data ? (
            <LineSkeleton lines={4} />
          ) : list.data.items.length === 0 ? (
            <EmptyState title={t('admin.coupons.empty')} />
          ) : (
            <>
              <ul className="coupon-list" data-testid="admin-coupons">
                {list.data.items.map((c) => (
                  <CouponCard
                    key={c.id}
                    coupon={c}
                    switchTo={switchPlatformCoupon}
                    changed={adminCouponsChanged}
                    deletable={false}
                  />
                ))}
              </ul>
              <AdminPager page={page} pages={pageCount(list.data.total, PAGE_SIZE)} onPage={setPage} />
            </>
          )}
        </section>
        <CouponForm
          key={formKey}
          create={createPlatformCoupon}
          changed={adminCouponsChanged}
          onDone={() => {
            setPage(1);
            setFormKey((k) => k + 1);
          }}
        />
      </div>
    </main>
  );
}

export default function AdminCoupons() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.coupons.title'));
  return (
    <RequirePermission permission="coupons">
      <CouponsPage />
    </RequirePermission>
  );
}
