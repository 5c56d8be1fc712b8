// A share link's `?ref=CODE` (issue 16): remembered on this device for REF_REMEMBER_DAYS from any
// page it arrives on, counted once (the server counts one visit per visitor and day, and never the
// owner's own), and offered as the invitation code at registration.
import { affiliateCodeOf, REF_PARAM, REF_REMEMBER_DAYS } from '@polymart/contract/codes';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

const KEY = 'affiliate-ref';
const DAY_MS = 86_400_000;

/** The code a valid `ref` in this query string carries, or null. */
export function refIn(search: string): string | null {
  return affiliateCodeOf(new URLSearchParams(search).get(REF_PARAM) ?? '');
}

/** A storefront address (hash route) carrying `code` as its `ref`: what a signed-in customer shares. */
export function withRef(href: string, code: string | null | undefined): string {
  if (!code) return href;
  const url = new URL(href);
  const [route = '#/', query = ''] = url.hash.split('?');
  const params = new URLSearchParams(query);
  params.set(REF_PARAM, code);
  url.hash = `${route}?${params}`;
  return url.href;
}

/** The code remembered on this device, while it is fresh. */
export function rememberedRef(now = Date.now()): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { code?: string; until?: number } | null;
    if (saved?.code && typeof saved.until === 'number' && saved.until > now) return saved.code;
    localStorage.removeItem(KEY);
  } catch {
    /* storage disabled or spoilt: nothing remembered */
  }
  return null;
}

function remember(code: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ code, until: Date.now() + REF_REMEMBER_DAYS * DAY_MS }));
  } catch {
    /* private mode: the link still counts, it just is not remembered */
  }
}

/** Watches every page's query for a `ref` (mounted once by the storefront's shell). */
export function RefWatcher() {
  const { search } = useLocation();
  const user = useSession();
  const code = refIn(search);
  const own = Boolean(code && user?.invitation_code === code);
  useEffect(() => {
    if (!code || own) return;
    if (rememberedRef() !== code) remember(code);
    api('/customer/affiliate/click', { method: 'POST', body: { code } }).catch(() => {});
  }, [code, own]);
  return null;
}
