// Absolute links the API hands out (image base url, seller link) must never follow an arbitrary
// Host header: `Host: evil.example` would otherwise send a seller's code to evil.example. They come
// from PUBLIC_URL, or from the request's host when it is one of PUBLIC_HOSTS (or the seller host of
// one), localhost or an IP address; for any other host they stay relative to the page.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

export interface PublicUrls {
  /** The storefront's origin, '' when links stay relative. */
  origin: string;
  /** Where the seller area lives: the `seller.` host, or /seller/ on an IP address or localhost. */
  sellerBase: string;
  staticBase: string;
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();
const isLocal = (hostname: string) => hostname === 'localhost' || isIP(bare(hostname)) !== 0;

export function publicUrls(config: Config, req: FastifyRequest): PublicUrls {
  const urls = siteUrls(config, req);
  // public images served by the bucket or its CDN (STORAGE_PUBLIC_URL) are linked there
  return config.storagePublicUrl ? { ...urls, staticBase: `${config.storagePublicUrl}media/` } : urls;
}

function siteUrls(config: Config, req: FastifyRequest): PublicUrls {
  let base: URL | undefined;
  if (config.publicUrl) base = new URL(config.publicUrl);
  else {
    const hostname = bare(req.hostname);
    const storefront = hostname.startsWith('seller.') ? hostname.slice('seller.'.length) : hostname;
    if (isLocal(hostname) || config.publicHosts.includes(storefront)) {
      base = new URL(`${req.protocol}://${req.host}`);
      if (!isLocal(hostname)) base.hostname = storefront;
    }
  }
  if (!base) return { origin: '', sellerBase: '/seller/', staticBase: '/media/' };
  const origin = base.origin;
  const seller = new URL(origin);
  if (isLocal(seller.hostname)) seller.pathname = '/seller/';
  else seller.hostname = `seller.${seller.hostname}`;
  return { origin, sellerBase: seller.toString(), staticBase: `${origin}/media/` };
}
