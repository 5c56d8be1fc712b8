-- Notice 800 (issue 15): an operator cancelled an order; its buyer and its shop's seller are told,
-- with the operator's reason. 100–700 keep their meanings.
ALTER TABLE notices DROP CONSTRAINT notices_type_check;
ALTER TABLE notices ADD CONSTRAINT notices_type_check CHECK (type IN (100, 200, 300, 400, 500, 600, 700, 800));
