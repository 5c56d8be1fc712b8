// An operator decides a product revision once (inbox type 200): a new product starts selling, or
// is rejected with the reason; an edit of a product on sale replaces the live version, or is
// dropped while the live one keeps selling. The seller gets notice 200 either way.
import type { ProductBody } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { notify } from '../notices/notices.service.ts';
import { writeProduct } from './products.service.ts';

export async function decideProductRevision(ctx: AdminCtx, id: number, approve: boolean, remark: string) {
  const done = await ctx.db.transaction(async (tx) => {
    const revision = await one<{ product_id: number; seller_id: number; kind: 'new' | 'edit'; data: ProductBody }>(
      tx,
      sql`UPDATE product_revisions SET status = ${approve ? 'approved' : 'rejected'}, decided_by = ${ctx.staff.id},
            decided_at = now(), decision_remark = ${remark}
          WHERE id = ${id} AND status = 'pending' RETURNING product_id, seller_id, kind, data`,
    );
    if (!revision) return false;
    const before = await one<{ status: string }>(
      tx,
      sql`SELECT status FROM products WHERE id = ${revision.product_id} FOR UPDATE`,
    );
    if (revision.kind === 'new') {
      await tx.execute(
        sql`UPDATE products SET status = ${approve ? 'active' : 'rejected'}, decision_remark = ${remark},
              approved_at = ${approve ? sql`now()` : sql`approved_at`}, updated_at = now()
            WHERE id = ${revision.product_id}`,
      );
    } else if (approve) {
      await writeProduct(tx, revision.product_id, revision.data);
    }
    await notify(tx, revision.seller_id, {
      type: 200,
      status: approve ? 1 : -1,
      refId: revision.product_id,
      message: remark,
    });
    await recordAudit(tx, {
      ...actor(ctx),
      action: approve ? 'inbox.approve' : 'inbox.reject',
      subjectType: 'product',
      subjectId: revision.product_id,
      remark,
      before: { status: before?.status, revision: id, kind: revision.kind },
      after: { status: revision.kind === 'new' ? (approve ? 'active' : 'rejected') : before?.status, revision: id },
    });
    return true;
  });
  if (done) await ctx.cache.clear();
  return done;
}
