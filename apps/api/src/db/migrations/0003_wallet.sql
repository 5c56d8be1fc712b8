-- Wallet: accounts with balances held by the database, an append-only ledger, and the requests
-- (offline top-ups, withdrawals) that operators review.
CREATE TABLE wallet_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('customer', 'merchant')),
  -- base-currency minor units; never below zero, whatever runs at the same time
  available bigint NOT NULL DEFAULT 0 CHECK (available >= 0),
  frozen bigint NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind)
);

-- Every movement of money. available_delta and frozen_delta sum to the account's balances;
-- direction is the spec's flow type (income or expense) as the owner sees it.
CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES wallet_accounts (id),
  direction text NOT NULL CHECK (direction IN ('income', 'expense')),
  kind text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  available_delta bigint NOT NULL,
  frozen_delta bigint NOT NULL DEFAULT 0,
  available_after bigint NOT NULL CHECK (available_after >= 0),
  frozen_after bigint NOT NULL CHECK (frozen_after >= 0),
  ref_type text NOT NULL DEFAULT '',
  ref_id bigint,
  memo text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, created_at DESC, id DESC);

-- Nothing edits or deletes an entry: a correction is a new entry.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only';
END $$;
CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

CREATE TABLE wallet_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('topup', 'withdrawal')),
  -- what the user typed, in minor units of `currency`
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  -- the same in base minor units at the rate of the moment (spec §3: actual amount)
  actual_amount bigint NOT NULL CHECK (actual_amount > 0),
  transaction_id text,
  proof text NOT NULL DEFAULT '',
  payment_method text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  destination jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed', 'recalled')),
  decided_by bigint REFERENCES users (id),
  decided_at timestamptz,
  decision_remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX wallet_requests_txn_key ON wallet_requests (transaction_id) WHERE kind = 'topup';
CREATE INDEX wallet_requests_user_idx ON wallet_requests (user_id, created_at DESC, id DESC);
CREATE INDEX wallet_requests_pending_idx ON wallet_requests (created_at) WHERE status = 'pending';
