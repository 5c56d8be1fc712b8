// Order dates are formatted by lib/format.ts, which refunds and the seller area use too; this name
// stays for screens that still import it from here.
export { formatDateTime } from '../../lib/format.ts';
