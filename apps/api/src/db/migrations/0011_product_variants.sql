-- Variants as grouped siblings: the catalogue has no option/SKU model, so a product that comes in
-- several versions (colours, sizes, editions) is a set of ordinary products sharing one group
-- number, each with a short label per language ("Black", "50 mm"). Each sibling keeps its own
-- price, stock, photos and approval, so orders, stock-in and revisions need no change.
ALTER TABLE products ADD COLUMN variant_group bigint;
-- The group number is the id of the product the group started from. It is only a label: when
-- that product leaves the group or is gone, the others stay together under the same number.
CREATE INDEX products_variant_group_idx ON products (variant_group, id) WHERE variant_group IS NOT NULL;
-- the label per language, like the other texts of a product ('' = none; read falling back to English)
ALTER TABLE product_translations ADD COLUMN variant_label text NOT NULL DEFAULT '';
