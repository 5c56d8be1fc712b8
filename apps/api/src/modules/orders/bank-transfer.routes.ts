// Bank transfer at checkout, the buyer's side: what to send where (for the order page), and the
// transfer slip. The choice itself is `payment_method=bank_transfer` at submit or pay.
import { bankSlipBody, bankTransferQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { bankTransferOf, uploadBankSlip } from './bank-transfer.service.ts';

export function bankTransferRoutes(app: FastifyInstance) {
  const tags = ['checkout'];
  route(app, {
    method: 'GET',
    url: '/checkout/bank-transfer',
    summary: "An order's bank transfer: bank details, amount, reference and the slip's state (2000019 none or foreign)",
    tags,
    auth: 'user',
    input: bankTransferQuery,
    handler: bankTransferOf,
  });
  route(app, {
    method: 'POST',
    url: '/checkout/bank-slip',
    summary: 'Upload the transfer slip of a payment by bank transfer; replaces one still waiting (1500019 not awaited)',
    tags,
    auth: 'user',
    input: bankSlipBody,
    rateLimit: { max: 30 },
    handler: uploadBankSlip,
  });
}
