// Becoming a seller, the customer's side (spec §7 applyseller): the ID images go up first as
// private uploads of purpose kyc, then the store registration is filed; its state (none, under
// review, rejected with the operator's reason, approved) is read back. A re-application after a
// rejection answers 2000016, which the API client takes as success and still shows (spec §8).
import type { ApplySellerBody, SellerApplication, SellerApplicationAnswer } from '@polymart/contract/sellers';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, uploadFile } from '../../lib/api.ts';

export type { ApplySellerBody, SellerApplication, SellerApplicationAnswer };

export const sellerApplicationQuery = (userId: number) =>
  queryOptions({
    queryKey: ['seller-application', userId],
    queryFn: ({ signal }) => api<SellerApplicationAnswer>('/customer/user/seller_application', { signal }),
    // an operator decides elsewhere: read it fresh whenever the screen opens
    staleTime: 0,
  });

/** Files the application; failures (2000015 under review or a seller already) are said in place. */
export const applySeller = (body: ApplySellerBody) =>
  api<SellerApplication>('/customer/user/applyseller', { body, quiet: true });

export const uploadIdImage = (file: File, onProgress: (percent: number) => void) =>
  uploadFile(file, 'kyc', onProgress).then((u) => u.path);

export const applicationChanged = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: ['seller-application'] });
