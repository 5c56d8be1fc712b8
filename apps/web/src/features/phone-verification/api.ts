// Calls of phone verification by SMS (issue 16) and the two site settings that turn it on.
import type { PhoneStatus, SmsPurpose, SmsSent } from '@polymart/contract/sms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useLang } from '../../lib/hooks.ts';
import { siteConfigQuery } from '../../lib/site-config.ts';

export const sendSmsCode = (phone: string, purpose: SmsPurpose) =>
  api<SmsSent>('/customer/sms/send', { body: { phone, purpose }, quiet: true });

export const phoneStatusQuery = (phone?: string) =>
  queryOptions({
    queryKey: ['phone-status', phone],
    queryFn: ({ signal }) => api<PhoneStatus>('/customer/sms/status', { signal }),
  });

export const verifyPhone = (phone: string, code: string) =>
  api<PhoneStatus>('/customer/sms/verify', { body: { phone, code }, quiet: true });

export const resetByPhone = (body: { phone: string; code: string; password: string; confirm_password: string }) =>
  api<{ reset: true }>('/customer/login/reset_by_phone', { body, quiet: true });

/** The site settings (website_config) of phone verification; off until the site config says on. */
export function useSmsSettings() {
  const { data: site } = useQuery(siteConfigQuery(useLang()));
  return { requirePhone: site?.require_phone_verification === true, resetByPhone: site?.reset_by_phone === true };
}
