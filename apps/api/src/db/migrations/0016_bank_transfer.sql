-- Bank transfer at checkout (issue 14 §7, the spec's "Turkish net bank" option): the buyer places
-- the orders, transfers the amount to the operator's bank account with a reference, and uploads
-- the transfer slip; an operator confirms the slip in the approval inbox (type 600), which pays the
-- orders through the ledger (bank_received → orders_paid).

ALTER TABLE payments DROP CONSTRAINT payments_method_check;
ALTER TABLE payments ADD CONSTRAINT payments_method_check
  CHECK (method IN ('wallet', 'card', 'cod', 'bank_transfer'));
ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check
  CHECK (payment_method IN ('wallet', 'card', 'cod', 'bank_transfer'));

-- Notice 700 (ours): a bank transfer slip was confirmed or rejected. 600 already means a refund.
ALTER TABLE notices DROP CONSTRAINT notices_type_check;
ALTER TABLE notices ADD CONSTRAINT notices_type_check CHECK (type IN (100, 200, 300, 400, 500, 600, 700));

-- One row per payment by bank transfer: what the buyer was asked to send, fixed when the orders
-- were placed (the rate and the bank details of that moment, not of the day the operator looks).
-- order_ids: the orders this payment was for (orders.payment_id moves on if the buyer pays another
-- way later, so the link is kept here).
CREATE TABLE bank_transfers (
  payment_id bigint PRIMARY KEY REFERENCES payments (id),
  user_id bigint NOT NULL REFERENCES users (id),
  order_ids bigint[] NOT NULL CHECK (cardinality(order_ids) > 0),
  -- base-currency minor units (the payment's amount), and the same in the buyer's currency
  amount bigint NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  currency_amount bigint NOT NULL CHECK (currency_amount >= 0),
  bank jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_transfers_user_idx ON bank_transfers (user_id, created_at DESC);
CREATE INDEX bank_transfers_orders_idx ON bank_transfers USING gin (order_ids);

-- The slips a buyer uploaded, each decided once by an operator. While one waits, a new upload
-- replaces it in place (one pending slip per payment); a rejected slip stays as it was decided and
-- the buyer may upload another. At most one slip of a payment is ever approved.
CREATE TABLE bank_slips (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_id bigint NOT NULL REFERENCES bank_transfers (payment_id),
  user_id bigint NOT NULL REFERENCES users (id),
  proof text NOT NULL,
  transaction_id text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- what the approval did with the money: paid the orders, or credited the wallet (orders closed)
  outcome text CHECK (outcome IN ('paid', 'wallet')),
  decided_by bigint REFERENCES users (id),
  decided_at timestamptz,
  decision_remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'approved') = (outcome IS NOT NULL))
);
CREATE UNIQUE INDEX bank_slips_one_pending ON bank_slips (payment_id) WHERE status = 'pending';
CREATE UNIQUE INDEX bank_slips_one_approved ON bank_slips (payment_id) WHERE status = 'approved';
CREATE INDEX bank_slips_pending_idx ON bank_slips (created_at) WHERE status = 'pending';
