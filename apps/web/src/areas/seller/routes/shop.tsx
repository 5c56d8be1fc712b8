// Shop settings (issue 13, seller area point 6): the shop's logo and banner, its description and
// return policy per language, contacts, delivery methods and fees in the seller's currency, and a
// vacation during which buyers are told when orders ship. One form, saved at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Problem } from '../../../components/problem.tsx';
import { LineSkeleton } from '../../../components/states.tsx';
import { SELLER_SHOP, shopSettingsQuery } from '../../../features/seller-shop/api.ts';
import { ShopForm } from '../../../features/seller-shop/shop-form.tsx';
import { failureText } from '../../../lib/form-errors.ts';
import { useSession } from '../../../lib/session.ts';
import { storefrontUrl } from '../access.ts';
import { useSellerTitle } from '../title.ts';

export default function SellerShop() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const client = useQueryClient();
  const shop = useQuery(shopSettingsQuery(sellerId));
  // a save starts the form again from what the server stored
  const [round, setRound] = useState(0);
  useSellerTitle(t('seller.shop.title'));
  return (
    <div className="page seller-page seller-shop">
      <h1>{t('seller.shop.title')}</h1>
      {shop.data?.status === 'active' && (
        <p>
          <a href={`${storefrontUrl(window.location)}#/pages/shop/detail?id=${shop.data.id}`}>
            {t('seller.shop.viewAsBuyer')}
          </a>
        </p>
      )}
      {shop.isError ? (
        <Problem text={failureText(shop.error, t)} />
      ) : !shop.data ? (
        <LineSkeleton lines={6} />
      ) : (
        <ShopForm
          key={round}
          shop={shop.data}
          onSaved={(saved) => {
            client.setQueryData([SELLER_SHOP, sellerId], saved);
            setRound((r) => r + 1);
          }}
        />
      )}
    </div>
  );
}
