// Flash-deal campaign calls (issue 16): the operators' campaigns (/api/admin/campaigns, permission
// promotions) and the seller's enrolments (/api/seller/flash/...). Decisions go through the inbox.
import type { Campaign, CampaignBody, Enrolment, EnrolmentBody, OpenCampaign, Paged } from '@polymart/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const CAMPAIGNS = 'admin-campaigns';
const ENROLMENTS = 'seller-flash';
export const PAGE_SIZE = 20;

export const campaignsQuery = (page: number) =>
  queryOptions({
    queryKey: [CAMPAIGNS, page],
    queryFn: ({ signal }) =>
      api<Paged<Campaign>>('/admin/campaigns', { query: { page, page_size: PAGE_SIZE }, signal, quiet: true }),
  });

/** Creates (no id) or changes a campaign; refusals are shown on the form. */
export const saveCampaign = ({ titles, ...body }: CampaignBody) =>
  // the titles travel as JSON text (the contract reads it back), as a catalogue name does
  api<Campaign>('/admin/campaigns', {
    body: { ...body, titles: titles ? JSON.stringify(titles) : undefined },
    quiet: true,
  });
export const campaignsChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [CAMPAIGNS] });

export const openCampaignsQuery = () =>
  queryOptions({
    queryKey: [ENROLMENTS, 'open'],
    queryFn: ({ signal }) => api<OpenCampaign[]>('/seller/flash/campaigns', { signal }),
  });

export const enrolmentsQuery = (page: number) =>
  queryOptions({
    queryKey: [ENROLMENTS, 'mine', page],
    queryFn: ({ signal }) =>
      api<Paged<Enrolment>>('/seller/flash/enrolments', { query: { page, page_size: PAGE_SIZE }, signal }),
  });

export const enrol = (body: EnrolmentBody) => api<Enrolment>('/seller/flash/enrolments', { body, quiet: true });
export const withdraw = (id: number) =>
  api<Enrolment>(`/seller/flash/enrolments/${id}/withdraw`, { body: {}, quiet: true });
export const enrolmentsChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [ENROLMENTS] });
