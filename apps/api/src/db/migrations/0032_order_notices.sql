-- Notices of a buyer's order events (issue 17), each about one order (ref_id): 2000 placed,
-- 2100 shipped (the message names the carrier and the tracking number), 2200 cancelled (by the
-- buyer or for want of payment; an operator's cancellation keeps its 800), 2300 money refunded to
-- the wallet (a paid order cancelled, or a refund request approved; the message is the amount).
ALTER TABLE notices DROP CONSTRAINT notices_type_check;
ALTER TABLE notices ADD CONSTRAINT notices_type_check
  CHECK (type IN (100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200,
                  1300, 1400, 1500, 1600, 1700, 1800, 1900, 2000, 2100, 2200, 2300));
