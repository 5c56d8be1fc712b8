import type { Address } from './account.ts';
import type { BankTransfer } from './bank-transfer.ts';
import type { ShopVacation } from './shop-settings.ts';

// Cart, checkout and orders: the answer shapes shared by the server and the storefront, and the
// order life (spec §4). Money fields are base-currency minor units; image fields are paths relative
// to the static base url.

/** bank_transfer: the spec's "Turkish net bank" option, offered per currency (bank-transfer.ts). */
export const PAYMENT_METHODS = ['wallet', 'card', 'cod', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** unpaid → to_ship (paid, or cash due) → shipped → in_transit → delivered → completed; or cancelled. */
export const ORDER_STATUSES = [
  'unpaid',
  'to_ship',
  'shipped',
  'in_transit',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = 'unpaid' | 'paid' | 'due' | 'refunded';

/** Spec §4's delivery states: to pay, cancelled, to ship, on the road, in transit, delivered. */
export type DeliveryStatus = 'to_pay' | 'cancelled' | 'to_ship' | 'on_the_road' | 'in_transit' | 'delivered';

export function deliveryStatus(status: OrderStatus): DeliveryStatus {
  switch (status) {
    case 'unpaid':
      return 'to_pay';
    case 'cancelled':
      return 'cancelled';
    case 'to_ship':
      return 'to_ship';
    case 'shipped':
      return 'on_the_road';
    case 'in_transit':
      return 'in_transit';
    default:
      return 'delivered';
  }
}

/** The tabs of the purchase history; `shipped` covers on the road and in transit. */
export const ORDER_TABS = ['all', 'unpaid', 'to_ship', 'shipped', 'delivered', 'completed', 'cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export interface ShopRef {
  id: number;
  name: string;
  logo: string;
}

export interface CartLine {
  id: number;
  product_id: number;
  name: string;
  image: string;
  /** Unit price now: the flash deal's price while the deal has units left, else the list price. */
  price: number;
  list_price: number;
  /** Tax of the whole line. */
  tax: number;
  quantity: number;
  /** price × quantity + tax */
  total: number;
  stock: number;
  /** On sale and enough stock for the quantity; unavailable lines cannot be checked out. */
  available: boolean;
  selected: boolean;
}

export interface CartAnswer {
  groups: { shop: ShopRef; lines: CartLine[] }[];
  /** Lines in the cart (user info's card.count). */
  items_count: number;
  /** Totals of the selected, available lines. */
  selected: { count: number; subtotal: number; tax: number; total: number };
}

export interface DeliveryOption {
  code: string;
  fee: number;
  /** The fee waived from this subtotal on, or null. */
  free_from: number | null;
  min_days: number;
  max_days: number;
  /** What this shop's order would pay for it (0 when the subtotal reaches free_from). */
  charged: number;
}

export interface QuoteShop {
  shop: ShopRef;
  lines: CartLine[];
  subtotal: number;
  tax: number;
  delivery_options: DeliveryOption[];
  delivery_method: string;
  delivery_fee: number;
  /** The shop is away or will be: its order ships after vacation.to. */
  vacation: ShopVacation | null;
  /** Cash on delivery is possible from this shop now (false while it owes more than COD_DEBT_LIMIT for too long). */
  cod: boolean;
  /** This shop order's share of the coupon discount. */
  discount: number;
  total: number;
}

/** The checkout as the server would charge it now (POST /checkout/onepage/summary). */
export interface Quote {
  shops: QuoteShop[];
  subtotal: number;
  tax: number;
  delivery_fee: number;
  discount: number;
  coupon: { code: string; discount: number } | null;
  total: number;
}

export interface OrderItem {
  id: number;
  product_id: number;
  name: string;
  image: string;
  quantity: number;
  price: number;
  tax: number;
  total: number;
  /** This item's share of the order's coupon discount. */
  discount: number;
  /** Units already returned through approved refunds. */
  returned: number;
  /** The buyer has reviewed this item. */
  reviewed: boolean;
}

export interface OrderSummary {
  id: number;
  shop: ShopRef;
  status: OrderStatus;
  delivery_status: DeliveryStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  /** Spec §3 "price": the order's total. */
  price: number;
  date: string;
  /** Unpaid orders are cancelled at this time. */
  expires_at: string | null;
  items: OrderItem[];
  actions: { pay: boolean; cancel: boolean; confirm: boolean };
}

/** Who moved an order or a refund on: the buyer, the seller, an operator, or a job of the server. */
export type ActorRole = 'customer' | 'seller' | 'admin' | 'system';

export interface OrderEvent {
  status: string;
  actor_role: ActorRole;
  note: string;
  created_at: string;
}

export interface OrderDetail extends OrderSummary {
  subtotal: number;
  tax: number;
  delivery_fee: number;
  discount: number;
  actual_pay: number;
  delivery_method: string;
  log_sn: string;
  arrival_method: string;
  remark: string;
  cancel_remark: string;
  pay_time: string | null;
  deliver_time: string | null;
  delivery_time: string | null;
  success_time: string | null;
  address: Omit<Address, 'id' | 'is_default'>;
  customer: { first_name: string; email: string; telephone: string };
  events: OrderEvent[];
  /**
   * When the parcel is expected (issue 17): the delivery method's days counted from shipping, or
   * from payment (placing) before that; dates as YYYY-MM-DD. Null when the method is no longer known.
   */
  delivery_window: { from: string; to: string } | null;
}

/** What submit and pay answer. `paid` is false for cash on delivery and for a declined card. */
export interface CheckoutAnswer {
  payment: { id: number; method: PaymentMethod; amount: number; status: 'pending' | 'paid' | 'failed' | 'due' };
  orders: OrderSummary[];
  paid: boolean;
  /** Paying by bank transfer: where to send how much, with which reference. */
  bank_transfer?: BankTransfer;
}
