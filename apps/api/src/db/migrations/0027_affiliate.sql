-- Affiliate programme (issue 16). A customer who registers through another's invitation code (a
-- share link's ?ref= or the code typed) is referred by its owner; the referrer earns a share of the
-- platform's commission on the referred customer's completed orders for a period after the
-- registration. The terms (rate, end of the period) are copied onto the referral when it is made,
-- as commission rules are copied onto order items: changing AFFILIATE_RATE_BP later does not
-- rewrite what a referrer was promised.

CREATE TABLE affiliate_referrals (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  referrer_id bigint NOT NULL REFERENCES users (id),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  registered_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz NOT NULL,
  -- never self-referral
  CHECK (user_id <> referrer_id)
);
CREATE INDEX affiliate_referrals_referrer_idx ON affiliate_referrals (referrer_id, registered_at);

-- One share per completed order of a referred customer (the primary key makes settling it twice
-- impossible). amount is the share now: it shrinks with refunds after completion (recomputed from
-- the commission the order still keeps); initial is what it was at completion. pending until the
-- order's earnings become available, then credited to the referrer's wallet through the ledger
-- (journal affiliate_credit: commission_revenue -> wallet); reversed when refunds took it all.
-- unrecovered: what a reversal after crediting could not take back from the wallet (spent already):
-- the platform's loss, never a negative balance.
CREATE TABLE affiliate_earnings (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  referrer_id bigint NOT NULL REFERENCES users (id),
  buyer_id bigint NOT NULL REFERENCES users (id),
  account_id bigint NOT NULL REFERENCES wallet_accounts (id),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  commission bigint NOT NULL CHECK (commission >= 0),
  initial bigint NOT NULL CHECK (initial >= 0 AND initial <= commission),
  amount bigint NOT NULL CHECK (amount >= 0 AND amount <= initial),
  unrecovered bigint NOT NULL DEFAULT 0 CHECK (unrecovered >= 0),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'credited', 'reversed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  available_at timestamptz NOT NULL,
  credited_at timestamptz,
  reversed_at timestamptz,
  CHECK (referrer_id <> buyer_id)
);
CREATE INDEX affiliate_earnings_referrer_idx ON affiliate_earnings (referrer_id, created_at DESC, order_id DESC);
CREATE INDEX affiliate_earnings_due_idx ON affiliate_earnings (available_at) WHERE state = 'pending';

-- Clicks on share links, counted per code owner and UTC day. A visitor counts once a day: the
-- visitor is a hash of the client address with a salt of that day (affiliate_click_salts), so no
-- address is stored and yesterday's hashes cannot be linked to today's; both are dropped after a day.
CREATE TABLE affiliate_clicks (
  referrer_id bigint NOT NULL REFERENCES users (id),
  day date NOT NULL,
  clicks integer NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  PRIMARY KEY (referrer_id, day)
);
CREATE TABLE affiliate_click_visitors (
  referrer_id bigint NOT NULL REFERENCES users (id),
  day date NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (referrer_id, day, visitor)
);
CREATE TABLE affiliate_click_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);

-- The operators' switch (site setting, public like the rest of website_config): on by default.
INSERT INTO website_config (key, value) VALUES ('affiliate_enabled', 'true'::jsonb) ON CONFLICT (key) DO NOTHING;
