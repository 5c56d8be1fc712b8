-- Variant axes (issue 17): the products of a variant group (migration 0011) are the combinations
-- of named options ("Colour: Black", "Kit: Body only"). Each product names its own combination,
-- per language like its other texts: an array of [axis, value] pairs in the group's axis order.
-- The English pairs are the keys the storefront groups the siblings by; another language's pairs
-- are only what the buyer reads ('[]' = none: the English ones are shown).
ALTER TABLE product_translations
  ADD COLUMN variant_options jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(variant_options) = 'array');
