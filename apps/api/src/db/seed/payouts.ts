// Sellers' payouts in the demo (issue 14): both shops have bank details, each has been paid out
// once by an operator with the bank's reference, the demo shop has a withdrawal waiting in the
// inbox and the second shop one that was sent back. Made through the services a seller and an
// operator use, after the earnings' history, so every balance after reads in time order.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import type { AdminCtx, SellerCtx } from '../../lib/ctx.ts';
import { requestPayout } from '../../modules/earnings/payouts.service.ts';
import { balanceOf } from '../../modules/ledger/ledger.service.ts';
import { decideRequest } from '../../modules/wallet/wallet-admin.service.ts';
import type { Db } from '../client.ts';
import { seedCtx } from './orders.ts';

const BANKS: Record<'seller' | 'seller2', [string, string, string, string]> = {
  seller: ['Banco Santander', 'Demo Camera House SL', 'ES91 2100 0418 4502 0005 1332', 'CAIXESBBXXX'],
  seller2: ['Deutsche Bank', 'Lens & Light Co. GmbH', 'DE89 3704 0044 0532 0130 00', 'DEUTDEDBXXX'],
};

export async function seedPayouts(db: Db, users: Record<string, number>) {
  const base = seedCtx(db, loadConfig());
  const admin: AdminCtx = {
    ...base,
    user: { id: users.admin!, email: '', name: '', role: 'admin' },
    token: '',
    staff: { id: users.admin!, email: '', name: '', role: 'admin' },
    role: 'owner',
    can: () => true,
  };
  for (const key of ['seller', 'seller2'] as const) {
    const id = users[key]!;
    const [bank, holder, iban, bic] = BANKS[key];
    await db.execute(
      sql`UPDATE users SET bank_name = ${bank}, bank_account_name = ${holder}, bank_account_number = ${iban},
            bank_routing_number = ${bic} WHERE id = ${id}`,
    );
    const seller: SellerCtx = {
      ...base,
      user: { id, email: '', name: '', role: 'seller' },
      token: '',
      sellerId: id,
      shopIds: [],
    };
    const free = async () => {
      const b = await balanceOf(db, id, 'merchant');
      return (b?.available ?? 0) - (b?.debt ?? 0);
    };
    // most of what was earned, in round hundreds
    const paid = await requestPayout(seller, {
      amount: Math.floor(((await free()) * 0.8) / 10_000) * 10_000,
      method: 'bank',
    });
    await decideRequest(
      admin,
      paid.id,
      true,
      'paid by SEPA transfer',
      `SEPA-${key === 'seller' ? '20261118' : '20261119'}-${paid.id}`,
    );
    const next = await requestPayout(seller, {
      amount: Math.floor(((await free()) * 0.5) / 100) * 100,
      method: 'bank',
    });
    if (key === 'seller2') {
      await decideRequest(
        admin,
        next.id,
        false,
        'The account holder does not match the shop: please check the bank details.',
      );
    }
  }
}
