// The website's settings (website_config, spec §3): the shell (live chat, contact), the sign-in
// screens (social login) and the phone verification read them, so they sit below the features.
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export interface SiteConfig {
  site_name?: string;
  logo?: string;
  service_url?: string;
  contact_email?: string;
  social_login?: { tiktok: boolean };
  /** registration needs a phone number verified by a texted code (issue 16) */
  require_phone_verification?: boolean;
  /** a forgotten password may be reset with a code texted to the verified phone */
  reset_by_phone?: boolean;
}

export const siteConfigQuery = (lang: string) =>
  queryOptions({
    queryKey: ['site-config', lang],
    queryFn: ({ signal }) => api<SiteConfig>('/customer/index/store', { query: { type: 'website_config' }, signal }),
    staleTime: 5 * 60_000,
  });
