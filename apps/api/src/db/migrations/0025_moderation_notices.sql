-- Notices 900–1200 (issue 15): the marketplace suspended (900) or reinstated (1000) a seller's shop,
-- hid (1100) or restored (1200) one of its products; the message is the operator's reason. Each has
-- a type of its own, so the seller reads what happened rather than an application's outcome.
ALTER TABLE notices DROP CONSTRAINT notices_type_check;
ALTER TABLE notices ADD CONSTRAINT notices_type_check
  CHECK (type IN (100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200));
