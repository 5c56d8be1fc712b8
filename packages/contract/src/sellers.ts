// Becoming a seller (spec §1, §3 store registration, §5 English-only shop names, §8 2000015 and
// 2000016): the application a customer files and its state.
import { z } from 'zod';
import { zEmail, zPhone } from './account.ts';
import { zBool } from './common.ts';
import { isEnglishName } from './validators.ts';

/** Private KYC images (upload purpose `kyc`), seen by the applicant and operators only. */
const zKycPath = z.string().regex(/^uploads\/kyc\/[A-Za-z0-9_-]+\.webp$/, 'an uploaded ID image');

export const applySellerBody = z.object({
  shop_name: z.string().trim().min(2).max(60).refine(isEnglishName, "English letters, digits and & ' . , - only"),
  contact_person: z.string().trim().min(2).max(80),
  phone: zPhone,
  email: zEmail,
  address: z.string().trim().min(5).max(300),
  id_front: zKycPath,
  id_with_holder: zKycPath,
  agree: zBool.refine((v) => v, 'the seller terms must be accepted'),
});
export type ApplySellerBody = z.output<typeof applySellerBody>;

export const SELLER_APPLICATION_STATES = ['none', 'pending', 'rejected', 'approved'] as const;
export type SellerApplicationState = (typeof SELLER_APPLICATION_STATES)[number];

export interface SellerApplication {
  id: number;
  status: Exclude<SellerApplicationState, 'none'>;
  shop_name: string;
  contact_person: string;
  phone: string;
  email: string;
  address: string;
  id_front: string;
  id_with_holder: string;
  decision_remark: string;
  decided_at: string | null;
  shop_id: number | null;
  created_at: string;
}

/** GET seller_application: the latest application, or `none`. */
export interface SellerApplicationAnswer {
  state: SellerApplicationState;
  application: SellerApplication | null;
}
