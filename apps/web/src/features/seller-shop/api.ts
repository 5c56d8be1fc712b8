// The seller's shop settings (GET/POST /api/seller/shop) and its images (public uploads of purpose
// shop). POST takes the whole form and answers the settings as stored.
import type { ShopSettings, ShopSettingsBody } from '@polymart/contract/shop-settings';
import { queryOptions } from '@tanstack/react-query';
import { api, uploadFile } from '../../lib/api.ts';

export const SELLER_SHOP = 'seller-shop';

export const shopSettingsQuery = (sellerId: number) =>
  queryOptions({
    queryKey: [SELLER_SHOP, sellerId],
    queryFn: ({ signal }) => api<ShopSettings>('/seller/shop', { signal }),
  });

/** Form bodies carry text: the delivery list goes as JSON, as the server reads it. */
export const saveShopSettings = ({ delivery, ...rest }: ShopSettingsBody) =>
  api<ShopSettings>('/seller/shop', {
    body: {
      ...(rest as Record<string, string | undefined>),
      delivery: delivery ? JSON.stringify(delivery) : undefined,
    },
    quiet: true,
  });

export const uploadShopImage = (file: File, onProgress: (percent: number) => void) =>
  uploadFile(file, 'shop', onProgress).then((u) => u.path);
