// The shop's coupons: each with what it takes off, its minimum spend in the seller's currency, when
// it runs, its uses and state, switched off and on or deleted while unused; and a form to issue one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EndlessList } from '../../../components/load-more.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { fetchSellerCoupons, SELLER_COUPONS } from '../../../features/seller-coupons/api.ts';
import { CouponCard } from '../../../features/seller-coupons/coupon-card.tsx';
import { CouponForm } from '../../../features/seller-coupons/coupon-form.tsx';
import { usePagedList } from '../../../lib/paged.ts';
import { useSession } from '../../../lib/session.ts';
import { useSellerTitle } from '../title.ts';

export default function SellerCoupons() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const [adding, setAdding] = useState(false);
  useSellerTitle(t('seller.coupons.title'));
  const { list, items } = usePagedList([SELLER_COUPONS, sellerId], fetchSellerCoupons);
  return (
    <div className="page seller-page">
      <div className="toolbar">
        <h1>{t('seller.coupons.title')}</h1>
        {!adding && (
          <button type="button" className="btn" onClick={() => setAdding(true)}>
            {t('seller.coupons.new')}
          </button>
        )}
      </div>
      {adding && <CouponForm onDone={() => setAdding(false)} />}
      <EndlessList
        query={list}
        items={items}
        empty={<EmptyState title={t('seller.coupons.empty')} />}
        render={(coupon) => <CouponCard key={coupon.id} coupon={coupon} />}
      />
    </div>
  );
}
