// The settings of the per-route request limits, from one variable, so that an operator can raise,
// lower or lift them (a load test, a shop behind one NAT address) without a code change:
//
//   RATE_LIMITS=0                        all off (test runs that must reach validation in bulk)
//   RATE_LIMITS=scale=100                every limit × 100 (a load test from a few addresses)
//   RATE_LIMITS="POST /api/cart/add=600, /api/customer/login/account=5/60, /api/search/{keyword}=off"
//
// An override names a route as its OpenAPI path (the method is optional: without it, every method
// of that path), then `max` requests per window, the window in seconds after a slash (default 60),
// or `off`. Overrides are applied when routes are registered; a route a rule names that does not
// exist stops the start, so a typo cannot silently leave a limit in place. The effective limit of
// each route is shown in the OpenAPI document as `x-rate-limit`.
export interface RouteLimit {
  max: number;
  /** Window in milliseconds. */
  timeWindow?: number;
}

export interface RateLimitRules {
  scale: number;
  /** Keyed by `METHOD /path` or `/path` (every method). `false` lifts that route's limit. */
  routes: Record<string, RouteLimit | false>;
}

/** Values that only turn the limits on or off (config.rateLimits reads which). */
const PLAIN = ['', '0', '1', 'on', 'off', 'true', 'false'];
const ENTRY = /^(?:(GET|POST|PUT|PATCH|DELETE) +)?(\/\S*) *= *(?:(off)|(\d+)(?:\/(\d+))?)$/i;

export function parseRateLimits(value: string | undefined): RateLimitRules {
  const rules: RateLimitRules = { scale: 1, routes: {} };
  if (value === undefined || PLAIN.includes(value.trim().toLowerCase())) return rules;
  for (const raw of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const scale = /^scale *= *(\d+(?:\.\d+)?)$/i.exec(raw);
    if (scale) {
      rules.scale = Number(scale[1]);
      continue;
    }
    const m = ENTRY.exec(raw);
    if (!m || (m[4] !== undefined && Number(m[4]) < 1))
      throw new Error(`RATE_LIMITS: cannot read "${raw}" (expected scale=N, [METHOD ]/path=N[/seconds] or /path=off)`);
    const key = m[1] ? `${m[1].toUpperCase()} ${m[2]}` : m[2]!;
    rules.routes[key] = m[3] ? false : { max: Number(m[4]), ...(m[5] ? { timeWindow: Number(m[5]) * 1000 } : {}) };
  }
  return rules;
}
