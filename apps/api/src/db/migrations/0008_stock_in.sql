-- Stock-in (spec §4 notice type 300, storage/warehouse entry): a seller asks, an operator approves,
-- and the product's stock rises in the same transaction as the decision. A seller may lower stock
-- with a reason; each such change is recorded.

CREATE TABLE stock_in_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shop_id bigint NOT NULL REFERENCES shops (id),
  product_id bigint NOT NULL REFERENCES products (id),
  seller_id bigint NOT NULL REFERENCES users (id),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100000),
  note text NOT NULL DEFAULT '',
  waybill text NOT NULL DEFAULT '',
  expected_at date,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  decision_remark text NOT NULL DEFAULT '',
  decided_by bigint REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stock_in_shop_idx ON stock_in_requests (shop_id, id DESC);
CREATE INDEX stock_in_queue_idx ON stock_in_requests (status, created_at, id);

CREATE TABLE stock_adjustments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id),
  actor_id bigint NOT NULL REFERENCES users (id),
  delta integer NOT NULL CHECK (delta <> 0),
  reason text NOT NULL,
  ref_type text NOT NULL DEFAULT '',
  ref_id bigint,
  stock_after integer NOT NULL CHECK (stock_after >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stock_adjustments_product_idx ON stock_adjustments (product_id, id DESC);
