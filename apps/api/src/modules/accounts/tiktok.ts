// The TikTok Login Kit adapter (OAuth 2.0 authorization code): where to send the buyer, and how
// to turn the code that comes back into TikTok's user id and display name. Endpoints come from
// the configuration, so tests point them at a local OAuth 2.0 server.
import type { Config } from '../../config.ts';

type TikTokConfig = NonNullable<Config['tiktok']>;

export function authorizeUrl(cfg: TikTokConfig, redirectUri: string, state: string): string {
  const url = new URL(cfg.authUrl);
  url.searchParams.set('client_key', cfg.clientKey);
  url.searchParams.set('scope', 'user.info.basic');
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

export interface TikTokUser {
  openId: string;
  displayName: string;
}

/** Exchanges the code, then reads the user; throws on any answer that is not a success. */
export async function fetchTikTokUser(cfg: TikTokConfig, code: string, redirectUri: string): Promise<TikTokUser> {
  const tokenRes = await fetch(cfg.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_key: cfg.clientKey,
      client_secret: cfg.clientSecret,
      code,
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const token = (await tokenRes.json()) as { access_token?: string; open_id?: string; error?: string };
  if (!tokenRes.ok || !token.access_token) throw new Error(`token exchange failed: ${token.error ?? tokenRes.status}`);
  const infoUrl = new URL(cfg.userInfoUrl);
  infoUrl.searchParams.set('fields', 'open_id,display_name');
  const infoRes = await fetch(infoUrl, {
    headers: { authorization: `Bearer ${token.access_token}` },
    signal: AbortSignal.timeout(10_000),
  });
  const info = (await infoRes.json()) as { data?: { user?: { open_id?: string; display_name?: string } } };
  const openId = info.data?.user?.open_id ?? token.open_id;
  if (!infoRes.ok || !openId) throw new Error(`user info failed: ${infoRes.status}`);
  return { openId, displayName: info.data?.user?.display_name ?? 'TikTok user' };
}
