// The affiliate programme (issue 16): a customer's invitation code, share links carrying it
// (`?ref=CODE`), and the share of the platform's commission they earn on the completed orders of
// customers who registered through it. Money in base minor units of `currency`.
import { z } from 'zod';
import { AFFILIATE_CODE, REF_PARAM, REF_REMEMBER_DAYS } from './codes.ts';
import { paging, zBool } from './common.ts';

export { REF_PARAM, REF_REMEMBER_DAYS };

/** An invitation code as registration accepts it (account.ts registerBody). */
export const zAffiliateCode = z
  .string()
  .trim()
  .regex(AFFILIATE_CODE, 'an invitation code')
  .transform((v) => v.toUpperCase());

export const affiliateClickBody = z.object({ code: zAffiliateCode });
export interface AffiliateClick {
  /** false for the owner's own click, a visitor counted already today, an unknown code, or the programme off */
  counted: boolean;
}

export const AFFILIATE_PERIODS = [7, 30] as const;
export const affiliateQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((v) => (AFFILIATE_PERIODS as readonly number[]).includes(v), 'days: 7 or 30')
    .default(7),
});
export type AffiliateQuery = z.infer<typeof affiliateQuery>;

export interface AffiliateFigures {
  clicks: number;
  registrations: number;
  /** completed orders of referred customers that earned a share */
  orders: number;
  /** shares of orders whose earnings are not available yet */
  pending: number;
  /** credited to the wallet (net of reversals) */
  paid: number;
}

export interface AffiliateDay {
  /** YYYY-MM-DD, UTC */
  date: string;
  clicks: number;
  registrations: number;
  orders: number;
  /** shares recorded that day (pending or paid since) */
  earned: number;
}

export interface AffiliateLinks {
  home: string;
  register: string;
  /** a product's page: `{id}` stands for the product's id */
  product: string;
}

export interface AffiliateOverview {
  /** false: the programme is paused — no links, no new referrals or shares */
  enabled: boolean;
  code: string;
  /** null while the programme is paused */
  links: AffiliateLinks | null;
  /** the share of the platform's commission, basis points (1000 = 10 %) */
  rate_bp: number;
  /** how long after a referred customer's registration their orders earn */
  days: number;
  currency: string;
  /** all time */
  totals: AffiliateFigures;
  /** the asked days, oldest first, today last */
  daily: AffiliateDay[];
}

export const AFFILIATE_STATES = ['pending', 'credited', 'reversed'] as const;
export type AffiliateState = (typeof AFFILIATE_STATES)[number];

export const affiliateEarningsQuery = z.object({ ...paging });

/** One order's share, as the referrer sees it: no order id, no buyer's address or name. */
export interface AffiliateEarning {
  /** the order's number masked to its last digits */
  order_ref: string;
  /** the buyer's first initial, or '' */
  buyer_initial: string;
  /** the share now (after refunds) */
  amount: number;
  /** the share when the order completed */
  initial: number;
  state: AffiliateState;
  currency: string;
  created_at: string;
  available_at: string;
  credited_at: string | null;
}

/** The operators' view (finance screen): the switch, the terms and the money of the programme. */
export interface AffiliateAdmin {
  enabled: boolean;
  rate_bp: number;
  days: number;
  currency: string;
  referrers: number;
  referrals: number;
  /** credited to referrers' wallets, net of what reversals took back */
  paid: number;
  /** shares waiting for their orders' earnings */
  pending: number;
  /** taken back by reversals after crediting */
  reversed: number;
  /** reversals the referrer's wallet could not cover (the platform's loss) */
  unrecovered: number;
}

export const affiliateSwitchBody = z.object({ enabled: zBool });
