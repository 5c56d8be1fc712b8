-- Cart, checkout, payments and orders. Stock is taken by a conditional UPDATE in the order's
-- transaction (products.stock has CHECK >= 0), so no number of processes can oversell.

-- Tax per product in basis points of its price (1000 = 10%); spec §3 shows tax on cart lines.
ALTER TABLE products ADD COLUMN tax_rate integer NOT NULL DEFAULT 0 CHECK (tax_rate BETWEEN 0 AND 10000);

CREATE TABLE cart_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  selected boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id)
);

-- A shop's own delivery methods; shops without any offer the platform's (shop_id NULL).
CREATE TABLE delivery_methods (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shop_id bigint REFERENCES shops (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[a-z0-9_]{1,32}$'),
  fee bigint NOT NULL CHECK (fee >= 0),
  -- the fee is waived from this subtotal on (base minor units); NULL: never
  free_from bigint CHECK (free_from >= 0),
  min_days integer NOT NULL CHECK (min_days >= 0),
  max_days integer NOT NULL CHECK (max_days >= min_days),
  position integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
CREATE UNIQUE INDEX delivery_methods_key ON delivery_methods (coalesce(shop_id, 0), code);
INSERT INTO delivery_methods (shop_id, code, fee, free_from, min_days, max_days, position) VALUES
  (NULL, 'standard', 499, 5000, 3, 7, 0),
  (NULL, 'express', 1299, NULL, 1, 2, 1);

-- One payment pays one or more orders (a checkout across shops pays all its shops' orders at once).
CREATE TABLE payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  method text NOT NULL CHECK (method IN ('wallet', 'card', 'cod')),
  amount bigint NOT NULL CHECK (amount >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'due')),
  provider_ref text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC);

CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  shop_id bigint NOT NULL REFERENCES shops (id),
  -- the payment that paid (or last tried to pay) this order
  payment_id bigint REFERENCES payments (id),
  status text NOT NULL CHECK (status IN ('unpaid', 'to_ship', 'shipped', 'in_transit', 'delivered', 'completed', 'cancelled')),
  payment_status text NOT NULL CHECK (payment_status IN ('unpaid', 'paid', 'due', 'refunded')),
  payment_method text NOT NULL CHECK (payment_method IN ('wallet', 'card', 'cod')),
  subtotal bigint NOT NULL CHECK (subtotal >= 0),
  tax bigint NOT NULL CHECK (tax >= 0),
  delivery_fee bigint NOT NULL CHECK (delivery_fee >= 0),
  discount bigint NOT NULL DEFAULT 0 CHECK (discount >= 0),
  total bigint NOT NULL CHECK (total >= 0),
  actual_pay bigint NOT NULL DEFAULT 0 CHECK (actual_pay >= 0),
  delivery_method text NOT NULL,
  log_sn text NOT NULL DEFAULT '',
  arrival_method text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  cancel_remark text NOT NULL DEFAULT '',
  address jsonb NOT NULL,
  customer jsonb NOT NULL,
  expires_at timestamptz,
  paid_at timestamptz,
  shipped_at timestamptz,
  delivered_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (total = subtotal + tax + delivery_fee - discount)
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC);
CREATE INDEX orders_shop_idx ON orders (shop_id, created_at DESC, id DESC);
CREATE INDEX orders_payment_idx ON orders (payment_id);
CREATE INDEX orders_expiry_idx ON orders (expires_at) WHERE status = 'unpaid';
CREATE INDEX orders_delivered_idx ON orders (delivered_at) WHERE status = 'delivered';

CREATE TABLE order_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id),
  name text NOT NULL,
  image text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity > 0),
  -- the unit price charged (the deal price when a flash deal applied)
  price bigint NOT NULL CHECK (price >= 0),
  tax bigint NOT NULL CHECK (tax >= 0),
  total bigint NOT NULL CHECK (total = price * quantity + tax),
  flash_deal_id bigint REFERENCES flash_deals (id)
);
CREATE INDEX order_items_order_idx ON order_items (order_id);

-- The timeline: every change of an order, when, and by whom (NULL actor: the system).
CREATE TABLE order_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status text NOT NULL,
  actor_id bigint REFERENCES users (id),
  actor_role text NOT NULL CHECK (actor_role IN ('customer', 'seller', 'admin', 'system')),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);

-- Idempotency-Key: the first answer for (user, scope, key) is kept and answered again. The primary
-- key makes a concurrent duplicate wait for the first transaction and then find its answer.
CREATE TABLE idempotency_keys (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, scope, key)
);
