// The seller area's screens (hash routes). The storefront deep-links to #/orders and #/refunds.
export const sellerPaths = {
  orders: (tab?: string) => (tab && tab !== 'all' ? `/orders?tab=${tab}` : '/orders'),
  order: (id: number) => `/orders/${id}`,
  refunds: (status?: string) => (status ? `/refunds?status=${status}` : '/refunds'),
} as const;
