// The roots of the admin area's query keys that one feature's change makes stale in another's
// screens (features do not import each other): cancelling an order adds to its history, deciding
// a refund changes its order.
export const ADMIN_ORDERS = 'admin-orders';
export const AUDIT = 'admin-audit';
