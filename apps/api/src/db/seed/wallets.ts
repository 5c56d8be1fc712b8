// Demo wallets: the demo buyer starts with an approved top-up of 1,000.00 USD; the demo sellers
// have merchant accounts. Written through the ledger, like any real movement.
import { sql } from 'drizzle-orm';
import { accountId, postJournal } from '../../modules/ledger/ledger.service.ts';
import { type Db, one } from '../client.ts';

export async function seedDemoWallets(db: Db, users: Record<string, number>) {
  const buyer = users.customer!;
  await db.transaction(async (tx) => {
    const request = await one<{ id: number }>(
      tx,
      sql`INSERT INTO wallet_requests (user_id, kind, amount, currency, actual_amount, transaction_id, payment_method,
            remark, status, decided_by, decided_at, decision_remark)
          VALUES (${buyer}, 'topup', 100000, 'USD', 100000, 'DEMO-OPENING-BALANCE', 'bank transfer', 'opening balance',
            'completed', ${users.admin!}, now(), 'demo data')
          RETURNING id`,
    );
    const account = (await accountId(tx, buyer, 'customer'))!;
    await postJournal(tx, {
      kind: 'topup',
      refType: 'wallet_request',
      refId: request!.id,
      memo: 'opening balance',
      createdBy: users.admin!,
      lines: [
        { platform: 'bank_received', amount: -100000 },
        { account, available: 100000, direction: 'income' },
      ],
    });
    for (const seller of [users.seller!, users.seller2!]) {
      await accountId(tx, seller, 'customer');
      await accountId(tx, seller, 'merchant');
    }
  });
}
