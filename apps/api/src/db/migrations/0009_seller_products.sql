-- Sellers' products: a new product waits for an operator (status 'pending', invisible to buyers);
-- edits to a product on sale are staged as a revision, the live version keeps selling until an
-- operator approves the revision (spec §4 notice type 200).
ALTER TABLE products
  ADD COLUMN approved_at timestamptz,
  ADD COLUMN decision_remark text NOT NULL DEFAULT '';
-- the demo catalogue is on sale, so it counts as approved
UPDATE products SET approved_at = created_at WHERE status = 'active';

CREATE TABLE product_revisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  seller_id bigint NOT NULL REFERENCES users (id),
  -- 'new': the first review of a product (its fields are on the product already, status pending);
  -- 'edit': a change of an approved product, applied only when approved
  kind text NOT NULL CHECK (kind IN ('new', 'edit')),
  -- the staged fields and texts, as the seller sent them (validated by the contract's productBody)
  data jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'superseded')),
  decision_remark text NOT NULL DEFAULT '',
  decided_by bigint REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX product_revisions_one_open ON product_revisions (product_id) WHERE status = 'pending';
CREATE INDEX product_revisions_queue_idx ON product_revisions (status, created_at, id);
CREATE INDEX products_pending_idx ON products (created_at, id) WHERE status = 'pending';
