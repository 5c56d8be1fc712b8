-- Shop settings (issue 13, seller area): the return policy per language beside the description,
-- and a vacation. A shop away keeps its products on sale: buyers see "ships after" the last day
-- away on the shop, the product and the checkout, so nothing is hidden and nothing is promised.
-- Calendar days in UTC; the shop ships again the day after vacation_to.
-- The shop's own delivery methods and fees already live in delivery_methods (shop_id set): the
-- seller's settings write those rows, one per platform method code, and checkout prefers them.

ALTER TABLE shop_translations ADD COLUMN return_policy text NOT NULL DEFAULT '';

ALTER TABLE shops ADD COLUMN vacation_from date,
  ADD COLUMN vacation_to date,
  ADD COLUMN vacation_note text NOT NULL DEFAULT '',
  ADD CONSTRAINT shops_vacation_range CHECK (
    (vacation_from IS NULL AND vacation_to IS NULL)
    OR (vacation_from IS NOT NULL AND vacation_to IS NOT NULL AND vacation_to >= vacation_from)
  );
