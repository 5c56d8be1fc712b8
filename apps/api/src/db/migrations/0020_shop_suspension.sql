-- Operators suspend shops and hide products (issue 15). A suspended shop's products and a hidden
-- product leave the storefront at once, while orders already placed go on (the seller ships, the
-- buyer receives or asks a refund).
--
-- Every storefront read asks one question of a product row: `status = 'active' AND NOT delisted`
-- (catalog/product.sql.ts ON_SALE). `delisted` is a column of the product itself, so the hot list
-- queries keep reading products alone (no join to shops per row) and keep their partial indexes
-- on status = 'active'. The shop's state is copied onto its products by the triggers below, in
-- the transaction that changes it, so the copy cannot drift.

ALTER TABLE shops
  ADD COLUMN suspended_reason text NOT NULL DEFAULT '',
  ADD COLUMN suspended_by bigint REFERENCES users (id),
  ADD COLUMN suspended_at timestamptz;

ALTER TABLE products
  ADD COLUMN hidden_reason text NOT NULL DEFAULT '',
  ADD COLUMN hidden_by bigint REFERENCES users (id),
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN shop_suspended boolean NOT NULL DEFAULT false;

UPDATE products p SET shop_suspended = true FROM shops s WHERE s.id = p.shop_id AND s.status = 'suspended';

ALTER TABLE products
  ADD COLUMN delisted boolean GENERATED ALWAYS AS (hidden_at IS NOT NULL OR shop_suspended) STORED;

CREATE FUNCTION shops_status_to_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET shop_suspended = (NEW.status = 'suspended')
  WHERE shop_id = NEW.id AND shop_suspended <> (NEW.status = 'suspended');
  RETURN NULL;
END $$;
CREATE TRIGGER shops_status_products AFTER UPDATE OF status ON shops
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION shops_status_to_products();

-- a product added (or imported) while its shop is suspended stays off the storefront even once approved
CREATE FUNCTION products_shop_suspended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.shop_suspended := EXISTS (SELECT 1 FROM shops WHERE id = NEW.shop_id AND status = 'suspended');
  RETURN NEW;
END $$;
CREATE TRIGGER products_shop_suspended BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_shop_suspended();

-- the operators' lists: hidden products, and shops by status
CREATE INDEX products_hidden_idx ON products (hidden_at DESC, id DESC) WHERE hidden_at IS NOT NULL;
CREATE INDEX shops_status_idx ON shops (status, id DESC);
