// The two sides of the authorization matrix (matrix.test.ts): a buyer and a seller each, with one of
// every owned resource in a state its owner could still act on. Side 1 is buyer A with seller X
// (seller@demo.test), side 2 buyer B with seller Y (seller2@demo.test); each side's texts carry a
// marker that must never show up in an answer to the other side.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { as, type TestUser } from './accounts-helpers.ts';
import type { State } from './matrix.ts';
import { buyer, DECLINED, products, type Session } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

export interface Side {
  name: string;
  buyer: TestUser;
  seller: Session;
  shop: number;
  /** Orders of the buyer in the seller's shop, by state. */
  orders: Record<'unpaid' | 'to_ship' | 'shipped' | 'delivered' | 'completed', number>;
  /** Refund requests of the buyer to the seller's shop, by state. */
  refunds: Record<'pending' | 'rejected', number>;
  review: number;
  reviewedProduct: number;
  coupon: number;
  address: number;
  walletRequest: number;
  proof: string;
  /** A private ID image (upload purpose kyc). */
  kyc: string;
  /** A stock-in request of the seller for `reviewedProduct`. */
  stockIn: number;
  cartLine: number;
  notice: number;
  /** An order paid by bank transfer with its payment, and a slip waiting for the operator. */
  bank: { order: number; payment: number };
  /** Texts of this side's resources: order remark, address, refund reason, review, top-up, coupon, ... */
  markers: Record<'order' | 'address' | 'refund' | 'review' | 'wallet' | 'coupon' | 'stock' | 'product', string>;
}

/** The order or refund of a side for a state the matrix names. */
export function orderIn(side: Side, state: State | undefined): number {
  if (state === 'pending' || state === 'rejected') throw new Error(`${state} is a refund state`);
  return side.orders[state ?? 'to_ship'];
}

export async function makeSide(app: FastifyInstance, db: Db, name: string, seller: Session): Promise<Side> {
  const tag = `${name}${randomBytes(3).toString('hex')}`;
  const markers = {
    order: `mx-order-${tag}`,
    address: `mx-address-${tag}`,
    refund: `mx-refund-${tag}`,
    review: `mx-review-${tag}`,
    wallet: `MX-TXN-${tag}`,
    coupon: `MX${tag.toUpperCase()}`,
    stock: `mx-stock-${tag}`,
    product: `mx-product-${tag}`,
  };
  const user = await buyer(app, db, 10_000_000);
  const post = async (who: TestUser | string, url: string, payload: Record<string, unknown>) => {
    const res = await as(app, who, { method: 'POST', url, payload });
    if (res.code !== 200) throw new Error(`${name} ${url}: ${res.code} ${res.message}`);
    return res.data;
  };
  const [product, other] = await products(db, 2, { shopOwner: seller.id, distinctShops: false, stock: 500 });
  // the product's name marks it: another seller's product list must never show it
  await db.execute(sql`UPDATE product_translations SET name = ${markers.product} WHERE product_id = ${product!.id}`);
  const place = async (payment: Record<string, unknown> = { payment_method: 'wallet' }) => {
    const items = JSON.stringify([{ product_id: product!.id, quantity: 1 }]);
    const res = await as(app, user, {
      method: 'POST',
      url: '/api/checkout/onepage/submit',
      payload: { items, remark: markers.order, ...payment },
    });
    if (!res.data?.orders?.[0]) throw new Error(`${name} submit: ${res.code} ${res.message}`);
    return res.data.orders[0].id as number;
  };
  const step = (order: number, action: 'ship' | 'deliver') =>
    post(seller.token, `/api/seller/order/${action}`, { order_id: order, log_sn: 'MX-1' });
  const delivered = async () => {
    const order = await place();
    await step(order, 'ship');
    await step(order, 'deliver');
    return order;
  };
  const refundOn = async (order: number) =>
    (
      await post(user, '/api/customer/refund/apply', {
        order_id: order,
        items: JSON.stringify([{ product_id: product!.id, quantity: 1 }]),
        reason: markers.refund,
      })
    ).id as number;

  const orders = {
    unpaid: await place({ payment_method: 'card', ...DECLINED }),
    to_ship: await place(),
    shipped: await place(),
    delivered: await delivered(),
    completed: await delivered(),
  };
  await step(orders.shipped, 'ship');
  await post(user, '/api/customer/order/confirm', { order_id: orders.completed });
  const pending = await refundOn(await delivered());
  const rejected = await refundOn(await delivered());
  await post(seller.token, '/api/seller/refund/decide', { id: rejected, approve: false, remark: 'no' });
  const reviewed = await delivered();
  await post(user, '/api/customer/order/confirm', { order_id: reviewed });
  const review = await post(user, '/api/customer/order/review', {
    order_id: reviewed,
    product_id: product!.id,
    rating: 4,
    remark: markers.review,
  });
  const day = 86_400_000;
  const coupon = await post(seller.token, '/api/seller/coupons', {
    code: markers.coupon,
    kind: 'fixed',
    value: 100,
    starts_at: new Date(Date.now() - day).toISOString(),
    ends_at: new Date(Date.now() + 30 * day).toISOString(),
    total_limit: 10,
  });
  const address = await post(user, '/api/checkout/onepage/addressadd', {
    name: markers.address,
    street: `${markers.address} street`,
    city: 'Madrid',
    country: 'ES',
    phone: '+34 600 000 002',
  });
  const proof = await uploadImage(app, user, 'proof');
  const kyc = await uploadImage(app, user, 'kyc');
  const stockIn = await post(seller.token, '/api/seller/stock-in', {
    product_id: product!.id,
    quantity: 5,
    note: markers.stock,
  });
  const topup = await post(user, '/api/customer/info/recharge', {
    amount: 15000,
    currency: 'USD',
    transaction_id: markers.wallet,
    proof,
    payment_method: 'bank transfer',
  });
  await post(user, '/api/customer/cart/add', { product_id: other!.id, quantity: 1 });
  const cart = await as(app, user, { url: '/api/customer/cart/list' });
  const cartLine: number = cart.data.groups[0].lines[0].id;
  const bankOrder = await place({ payment_method: 'bank_transfer' });
  const bankPayment: number = (await as(app, user, { url: `/api/checkout/bank-transfer?order_id=${bankOrder}` })).data
    .payment_id;
  await post(user, '/api/checkout/bank-slip', { payment_id: bankPayment, proof, remark: markers.order });
  const notices = await as(app, user, { url: '/api/customer/user/notices' });
  const shop = (await as(app, user, { url: `/api/customer/order/detail?order_id=${orders.to_ship}` })).data.shop.id;
  return {
    name,
    buyer: user,
    seller,
    shop,
    orders,
    refunds: { pending, rejected },
    review: review.id,
    reviewedProduct: product!.id,
    coupon: coupon.id,
    address: address.id,
    walletRequest: topup.id,
    proof,
    kyc,
    stockIn: stockIn.id,
    cartLine,
    notice: notices.data.items[0].id,
    bank: { order: bankOrder, payment: bankPayment },
    markers,
  };
}
