// Configuration comes from the environment only; every value has a default that runs the
// embedded marketplace on a laptop.
import { resolve } from 'node:path';
import { parseRateLimits, type RateLimitRules } from './lib/rate-limit-rules.ts';
import { type S3Settings, s3Settings } from './lib/storage-config.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Object storage for uploads and images (STORAGE_URL or S3_*); unset, files stay under DATA_DIR. */
  s3?: S3Settings;
  /** Where the bucket (or a CDN before it) serves media/ publicly; image links then point there. */
  storagePublicUrl?: string;
  databaseUrl?: string;
  /** Connections of this process's PostgreSQL pool (processes × this stays under max_connections). */
  dbPoolMax: number;
  redisUrl?: string;
  /** Origins allowed by CORS; the same origin is always allowed. */
  corsOrigins: string[];
  /** Seed demo data (shops, products, demo accounts) on an empty database. */
  demo: boolean;
  bodyLimit: number;
  requestTimeoutMs: number;
  cacheTtlMs: number;
  /** Matches a broad search counts for its total and its brand choices (said to be capped). */
  searchProbeLimit: number;
  /** Matching text rows (a product's in each language searched) from which a search is broad. */
  searchBroadRows: number;
  logLevel: string;
  /** One readable line per entry (a terminal) instead of JSON lines. */
  logPretty: boolean;
  /** With a Stripe secret key cards go through Stripe; without, through the built-in sandbox. */
  stripeSecretKey?: string;
  stripeApiBase: string;
  /** Offline top-up requests a user may file within 24 hours (spec §5, 2000030). */
  rechargeDailyLimit: number;
  /** Minutes an unpaid order waits for payment before it is cancelled and its stock returns. */
  orderPayMinutes: number;
  /** Days an order paid by bank transfer waits for the transfer to be confirmed (from its placing). */
  bankTransferDays: number;
  /** Days after delivery when an order completes by itself if the buyer has not confirmed receipt. */
  orderAutoCompleteDays: number;
  /** Days a seller's earning of a completed order stays pending before it is available (0: at once). */
  payoutHoldDays: number;
  /** The affiliate's share of the platform's commission on a referred customer's orders, basis points. */
  affiliateRateBp: number;
  /** How many days after a referred customer's registration their orders earn the referrer a share. */
  affiliateDays: number;
  /** A shop owing more than this (base minor units) for longer than codDebtDays takes no cash-on-delivery orders. */
  codDebtLimit: number;
  codDebtDays: number;
  /** The smallest withdrawal a seller may ask for (base minor units). */
  sellerMinWithdrawal: number;
  /** Days after delivery during which a buyer may ask for a refund. */
  refundWindowDays: number;
  /** Seconds between runs of the order jobs (expiry, auto-completion); 0 turns them off. */
  orderJobSeconds: number;
  /** TikTok Login Kit: the button shows and the flow runs only when key and secret are set. */
  tiktok?: { clientKey: string; clientSecret: string; authUrl: string; tokenUrl: string; userInfoUrl: string };
  /** smtp://user:pass@host:port; unset writes mail to DATA_DIR/mail instead. */
  smtpUrl?: string;
  mailFrom: string;
  /** Days a session lives without use (sliding expiry). */
  sessionDays: number;
  /** Take client addresses from X-Forwarded-For (only behind a reverse proxy). */
  trustProxy: boolean;
  /** Public origin used for absolute URLs (image base url, seller link). */
  publicUrl?: string;
  /** Host names the server answers to; absolute links follow the request only for these (and IPs, localhost). */
  publicHosts: string[];
  /** Serve the OpenAPI page at /api/docs. */
  apiDocs: boolean;
  /** The built web app to serve (apps/web/dist unless set). */
  webDist?: string;
  /** Per-route request limits (429); off only for test runs that must reach validation in bulk. */
  rateLimits: boolean;
  /** RATE_LIMITS beyond on/off: a scale for every limit and per-route overrides (lib/rate-limits.ts). */
  rateLimitRules: RateLimitRules;
  /** Bearer token that opens GET /api/metrics; without it the route refuses everyone. */
  metricsToken?: string;
  /** A private listener serving GET /metrics without a token (METRICS_HOST, default 127.0.0.1). */
  metricsPort?: number;
  metricsHost: string;
  /** An SMS provider with Twilio's API (SMS_API_URL ...); unset writes SMS to DATA_DIR/sms instead. */
  sms?: { apiUrl: string; accountSid: string; authToken: string; from: string };
  /** How long a send to the SMS provider may take before it counts as failed. */
  smsTimeoutMs: number;
}

/** A non-negative number, fractions allowed (a hold of 0.0003 days lets a journey watch it end). */
function decimal(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

const list = (value: string | undefined) =>
  (value || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Demo data is the default for the embedded database; on a real PostgreSQL it must be asked for.
  const demo = env.DEMO ? env.DEMO === '1' || env.DEMO === 'true' : !env.DATABASE_URL;
  return {
    port: int(env.PORT, 3000),
    // The demo's passwords are public: unless told otherwise it listens on this machine only.
    host: env.HOST || (demo ? '127.0.0.1' : '0.0.0.0'),
    dataDir: resolve(env.DATA_DIR || './data'),
    s3: s3Settings(env),
    storagePublicUrl: env.STORAGE_PUBLIC_URL ? `${env.STORAGE_PUBLIC_URL.replace(/\/+$/, '')}/` : undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolMax: Math.max(1, int(env.DB_POOL_MAX, 10)),
    redisUrl: env.REDIS_URL || undefined,
    corsOrigins: list(env.CORS_ORIGINS),
    demo,
    bodyLimit: int(env.BODY_LIMIT, 10 * 1024 * 1024),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 60_000),
    cacheTtlMs: int(env.CACHE_TTL_MS, 60_000),
    searchProbeLimit: Math.max(1, int(env.SEARCH_PROBE_LIMIT, 2000)),
    searchBroadRows: Math.max(1, int(env.SEARCH_BROAD_ROWS, 10_000), int(env.SEARCH_PROBE_LIMIT, 2000)),
    logLevel: env.LOG_LEVEL || 'info',
    logPretty: env.LOG_FORMAT ? env.LOG_FORMAT === 'pretty' : Boolean(process.stdout.isTTY),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeApiBase: env.STRIPE_API_BASE || 'https://api.stripe.com',
    rechargeDailyLimit: Math.max(1, int(env.RECHARGE_DAILY_LIMIT, 5)),
    orderPayMinutes: Math.max(1, int(env.ORDER_PAY_MINUTES, 30)),
    bankTransferDays: Math.max(1, int(env.BANK_TRANSFER_DAYS, 3)),
    orderAutoCompleteDays: Math.max(1, int(env.ORDER_AUTO_COMPLETE_DAYS, 7)),
    payoutHoldDays: decimal(env.PAYOUT_HOLD_DAYS, 7),
    affiliateRateBp: Math.min(10_000, int(env.AFFILIATE_RATE_BP, 1_000)),
    affiliateDays: int(env.AFFILIATE_DAYS, 365),
    codDebtLimit: Math.max(0, int(env.COD_DEBT_LIMIT, 50_000)),
    codDebtDays: Math.max(0, int(env.COD_DEBT_DAYS, 7)),
    sellerMinWithdrawal: Math.max(1, int(env.SELLER_MIN_WITHDRAWAL, 1_000)),
    orderJobSeconds: int(env.ORDER_JOB_SECONDS, 60),
    refundWindowDays: int(env.REFUND_WINDOW_DAYS, 7),
    tiktok:
      env.TIKTOK_CLIENT_KEY && env.TIKTOK_CLIENT_SECRET
        ? {
            clientKey: env.TIKTOK_CLIENT_KEY,
            clientSecret: env.TIKTOK_CLIENT_SECRET,
            authUrl: env.TIKTOK_AUTH_URL || 'https://www.tiktok.com/v2/auth/authorize/',
            tokenUrl: env.TIKTOK_TOKEN_URL || 'https://open.tiktokapis.com/v2/oauth/token/',
            userInfoUrl: env.TIKTOK_USERINFO_URL || 'https://open.tiktokapis.com/v2/user/info/',
          }
        : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Polymart <no-reply@polymart.local>',
    sessionDays: Math.max(1, int(env.SESSION_DAYS, 30)),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    publicUrl: env.PUBLIC_URL || undefined,
    publicHosts: list(env.PUBLIC_HOSTS).map((h) => h.toLowerCase()),
    apiDocs: env.API_DOCS !== '0' && env.API_DOCS !== 'false',
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
    rateLimits: !['0', 'false', 'off'].includes(env.RATE_LIMITS ?? ''),
    rateLimitRules: parseRateLimits(env.RATE_LIMITS),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: env.METRICS_PORT ? int(env.METRICS_PORT, 0) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    sms: env.SMS_API_URL
      ? {
          apiUrl: env.SMS_API_URL.replace(/\/+$/, ''),
          accountSid: env.SMS_ACCOUNT_SID || '',
          authToken: env.SMS_AUTH_TOKEN || '',
          from: env.SMS_FROM || 'Polymart',
        }
      : undefined,
    smsTimeoutMs: Math.max(1, int(env.SMS_TIMEOUT_MS, 10_000)),
  };
}
