// The shape of one language's order mails. Placeholders, filled by order-mail.ts: {id} the order
// number (#123), {shop} the shop's name, {tracking} carrier and tracking number, {reason} the
// cancellation's reason as typed, {amount} money as the language writes it. Each language writes
// the same placeholders as English (test/order-mail-text.unit.test.ts).
export interface OrderMailText {
  placed: { subject: string; intro: string };
  shipped: { subject: string; intro: string };
  cancelled: { subject: string; intro: string; unpaid: string; reason: string; refund: string };
  refunded: { subject: string; intro: string };
  /** Before the link to the order. */
  open: string;
}
