-- Issue 14, commission and earnings (decision 0006 for the ledger it posts to).

INSERT INTO platform_accounts (code, description) VALUES
  ('commission_revenue', 'the marketplace''s commission on completed orders'),
  ('earnings_pending', 'sellers'' earnings of completed orders, on hold until PAYOUT_HOLD_DAYS pass');

-- Operators' rules: one global, one per category, one per shop; the most specific wins.
CREATE TABLE commission_rules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('global', 'category', 'shop')),
  -- the category or shop; 0 for the global rule (a plain UNIQUE then keeps one of each)
  target_id bigint NOT NULL DEFAULT 0,
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  fixed bigint NOT NULL DEFAULT 0 CHECK (fixed >= 0),
  updated_by bigint REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (scope, target_id),
  CHECK ((scope = 'global') = (target_id = 0))
);

-- The rule in force when the order was placed, and the commission it gave, kept on the item: a
-- later change of the rules never alters a past order.
ALTER TABLE order_items
  ADD COLUMN commission_rate_bp integer NOT NULL DEFAULT 0,
  ADD COLUMN commission_fixed bigint NOT NULL DEFAULT 0,
  ADD COLUMN commission bigint NOT NULL DEFAULT 0 CHECK (commission >= 0);

-- A seller's earning of one completed order: what the buyer paid and kept (gross), the
-- commission, the net credited as pending, then available once available_at passes. Refunds after
-- completion take their share back: `refunded` from the seller, `commission_returned` from the
-- platform's commission.
CREATE TABLE seller_earnings (
  order_id bigint PRIMARY KEY REFERENCES orders (id),
  shop_id bigint NOT NULL REFERENCES shops (id),
  account_id bigint NOT NULL REFERENCES wallet_accounts (id),
  gross bigint NOT NULL CHECK (gross >= 0),
  commission bigint NOT NULL CHECK (commission >= 0 AND commission <= gross),
  net bigint NOT NULL CHECK (net = gross - commission),
  refunded bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0),
  commission_returned bigint NOT NULL DEFAULT 0 CHECK (commission_returned >= 0 AND commission_returned <= commission),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'available', 'withdrawn', 'reversed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  available_at timestamptz NOT NULL
);
CREATE INDEX seller_earnings_shop_idx ON seller_earnings (shop_id, created_at DESC, order_id DESC);
CREATE INDEX seller_earnings_due_idx ON seller_earnings (available_at) WHERE state = 'pending';
