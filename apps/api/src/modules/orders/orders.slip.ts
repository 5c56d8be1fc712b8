// A packing slip: what goes in the parcel and where, for one of the seller's shops' orders. No
// prices (the parcel may be a gift; slips do not show them). The SKU is the product's current one:
// order lines do not keep a copy, and a slip is printed while packing, not years later.
import type { PackingSlip } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { SellerCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';

type SlipRow = Omit<PackingSlip, 'order_id' | 'items' | 'date' | 'shop'> & {
  id: number;
  created_at: string | Date;
  shop_name: string;
  contact_person: string;
  phone: string;
  email: string;
  shop_address: string;
};

export async function packingSlip(ctx: SellerCtx, orderId: number): Promise<PackingSlip> {
  const order = await one<SlipRow>(
    ctx.db,
    sql`SELECT o.id, o.created_at, o.address, o.delivery_method, o.log_sn, o.remark, s.name AS shop_name,
          s.contact_person, s.phone, s.email, s.address AS shop_address
        FROM orders o JOIN shops s ON s.id = o.shop_id
        WHERE o.id = ${orderId} AND ${ownedShop(ctx.sellerId, sql`o.shop_id`)}`,
  );
  if (!order) return fail('ORDER_NOT_FOUND');
  const items = await rows<PackingSlip['items'][number]>(
    ctx.db,
    sql`SELECT i.id, i.name, p.sku, i.quantity FROM order_items i JOIN products p ON p.id = i.product_id
        WHERE i.order_id = ${order.id} ORDER BY i.id`,
  );
  const a = order.address;
  return {
    order_id: order.id,
    date: new Date(order.created_at).toISOString(),
    shop: {
      name: order.shop_name,
      contact_person: order.contact_person,
      phone: order.phone,
      email: order.email,
      address: order.shop_address,
    },
    address: {
      name: a.name ?? '',
      street: a.street ?? '',
      postal_code: a.postal_code ?? '',
      city: a.city ?? '',
      state: a.state ?? '',
      country: a.country ?? '',
      phone: a.phone ?? '',
    },
    delivery_method: order.delivery_method,
    log_sn: order.log_sn,
    remark: order.remark,
    items,
  };
}
