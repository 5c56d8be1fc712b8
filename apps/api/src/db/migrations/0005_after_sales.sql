-- Around an order: wishlist, compare, coupons, reviews, refunds and returns.

CREATE TABLE wishlist_items (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX wishlist_items_user_idx ON wishlist_items (user_id, created_at DESC);

-- At most four per user, checked by the service under the user's row lock.
CREATE TABLE compare_items (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

CREATE TABLE coupons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9_-]{3,32}$'),
  -- NULL: a platform coupon; else the issuing shop's
  shop_id bigint REFERENCES shops (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('fixed', 'percent')),
  -- fixed: base minor units; percent: basis points (1000 = 10%)
  value bigint NOT NULL CHECK (value > 0),
  CHECK (kind = 'fixed' OR value <= 10000),
  -- the most a percent coupon takes off (NULL: no cap)
  max_discount bigint CHECK (max_discount > 0),
  min_spend bigint NOT NULL DEFAULT 0 CHECK (min_spend >= 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at),
  total_limit integer NOT NULL CHECK (total_limit > 0),
  per_user_limit integer NOT NULL DEFAULT 1 CHECK (per_user_limit > 0),
  -- guarded here: two checkouts racing for the last use cannot both take it
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count BETWEEN 0 AND total_limit),
  -- categories the coupon is limited to (empty: no limit)
  category_ids bigint[] NOT NULL DEFAULT '{}',
  enabled boolean NOT NULL DEFAULT true,
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX coupons_code_key ON coupons (code);
CREATE INDEX coupons_shop_idx ON coupons (shop_id, ends_at);

CREATE TABLE user_coupons (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  coupon_id bigint NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  collected_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, coupon_id)
);

CREATE TABLE coupon_uses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  coupon_id bigint NOT NULL REFERENCES coupons (id),
  user_id bigint NOT NULL REFERENCES users (id),
  payment_id bigint NOT NULL REFERENCES payments (id),
  amount bigint NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupon_uses_user_idx ON coupon_uses (coupon_id, user_id);

-- Each item's share of its order's discount, so a refund of some items gives back the right amount.
ALTER TABLE order_items ADD COLUMN discount bigint NOT NULL DEFAULT 0 CHECK (discount >= 0);
ALTER TABLE orders ADD COLUMN coupon_id bigint REFERENCES coupons (id);
-- what has gone back to the buyer for this order through approved refunds
ALTER TABLE orders ADD COLUMN refunded bigint NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= actual_pay);
ALTER TABLE order_items ADD COLUMN returned integer NOT NULL DEFAULT 0 CHECK (returned >= 0 AND returned <= quantity);

-- One review per order item; photos are upload paths; the seller may reply once.
ALTER TABLE product_reviews
  ADD COLUMN order_item_id bigint REFERENCES order_items (id),
  ADD COLUMN photos text[] NOT NULL DEFAULT '{}',
  ADD COLUMN reply text,
  ADD COLUMN replied_at timestamptz,
  ADD COLUMN hidden_by bigint REFERENCES users (id);
CREATE UNIQUE INDEX product_reviews_item_key ON product_reviews (order_item_id) WHERE order_item_id IS NOT NULL;

CREATE TABLE refunds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id),
  user_id bigint NOT NULL REFERENCES users (id),
  shop_id bigint NOT NULL REFERENCES shops (id),
  -- pending → approved | rejected; rejected → escalated → approved | rejected (the admin decides last);
  -- pending or escalated → cancelled by the buyer
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'escalated', 'cancelled')),
  reason text NOT NULL,
  photos text[] NOT NULL DEFAULT '{}',
  -- the amount the approval gives back, computed at request time from the items' shares
  amount bigint NOT NULL CHECK (amount >= 0),
  seller_remark text NOT NULL DEFAULT '',
  admin_remark text NOT NULL DEFAULT '',
  decided_by bigint REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_user_idx ON refunds (user_id, created_at DESC);
CREATE INDEX refunds_shop_idx ON refunds (shop_id, created_at DESC);
-- one open request per order at a time (2000010)
CREATE UNIQUE INDEX refunds_open_key ON refunds (order_id) WHERE status IN ('pending', 'escalated');

CREATE TABLE refund_items (
  refund_id bigint NOT NULL REFERENCES refunds (id) ON DELETE CASCADE,
  order_item_id bigint NOT NULL REFERENCES order_items (id),
  product_id bigint NOT NULL REFERENCES products (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  amount bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (refund_id, order_item_id)
);

CREATE TABLE refund_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  refund_id bigint NOT NULL REFERENCES refunds (id) ON DELETE CASCADE,
  status text NOT NULL,
  actor_id bigint REFERENCES users (id),
  actor_role text NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refund_events_refund_idx ON refund_events (refund_id, id);

-- Notices about refund requests: type 600 (ours; spec §4 lists 100–500), status as spec §4.
ALTER TABLE notices DROP CONSTRAINT notices_type_check;
ALTER TABLE notices ADD CONSTRAINT notices_type_check CHECK (type IN (100, 200, 300, 400, 500, 600));
