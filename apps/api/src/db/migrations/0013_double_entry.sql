-- Double entry (issue 14, docs/decisions/0006): every movement of money is one journal whose
-- postings sum to zero, across the users' accounts (wallet_accounts) and the platform's own named
-- accounts. Sign convention: a posting's amount is what it adds to the account's balance; a user's
-- balance is what the platform owes them (never below zero). The platform's channel accounts
-- mirror them: money that came in by card, bank or cash makes its account negative, money sent
-- out makes payouts_sent positive, orders_paid holds what buyers paid for orders not settled yet.
-- ledger_entries stays, written by the same function: the per-user history with its running
-- balances, one row per user account and journal.
CREATE TABLE platform_accounts (
  code text PRIMARY KEY,
  description text NOT NULL
);
INSERT INTO platform_accounts (code, description) VALUES
  ('card_received', 'money received by card: wallet top-ups and order payments'),
  ('bank_received', 'bank transfers received: offline top-ups approved by an operator'),
  ('cod_cash', 'cash collected on delivery'),
  ('orders_paid', 'orders paid, awaiting settlement to the seller or refund to the buyer'),
  ('payouts_sent', 'withdrawals paid out to users'),
  ('adjustments', 'manual corrections and opening balances');

CREATE TABLE journals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  ref_type text NOT NULL DEFAULT '',
  ref_id bigint,
  memo text NOT NULL DEFAULT '',
  -- the user or operator who caused it; NULL for the system and for journals migrated from before
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX journals_ref_idx ON journals (ref_type, ref_id);

CREATE TABLE postings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  journal_id bigint NOT NULL REFERENCES journals (id),
  -- exactly one of the two: a user's account or one of the platform's
  wallet_account_id bigint REFERENCES wallet_accounts (id),
  platform_account text REFERENCES platform_accounts (code),
  bucket text NOT NULL DEFAULT 'available' CHECK (bucket IN ('available', 'frozen')),
  amount bigint NOT NULL CHECK (amount <> 0),
  CHECK ((wallet_account_id IS NULL) <> (platform_account IS NULL)),
  CHECK (platform_account IS NULL OR bucket = 'available')
);
CREATE INDEX postings_journal_idx ON postings (journal_id);
CREATE INDEX postings_wallet_idx ON postings (wallet_account_id, bucket) INCLUDE (amount) WHERE wallet_account_id IS NOT NULL;
CREATE INDEX postings_platform_idx ON postings (platform_account) INCLUDE (amount) WHERE platform_account IS NOT NULL;

ALTER TABLE ledger_entries ADD COLUMN journal_id bigint REFERENCES journals (id);

-- Existing history becomes journals. Entries written in one step share a journal: a refund taken
-- from the seller and given to the buyer (same refund), a customer→merchant transfer (same user,
-- same moment, same amount). Every other entry is a journal of its own, balanced against the
-- platform account its kind came from.
CREATE TABLE _ledger_keys AS
SELECT l.id,
  CASE
    WHEN l.ref_type = 'refund' AND l.kind = 'refund' THEN 'refund:' || l.ref_id
    WHEN l.ref_type = 'transfer' AND l.kind IN ('transfer_out', 'transfer_in') THEN
      'transfer:' || a.user_id || ':' || l.created_at || ':' || l.amount || ':'
        || row_number() OVER (PARTITION BY a.user_id, l.created_at, l.amount, l.kind ORDER BY l.id)
    ELSE 'entry:' || l.id
  END AS key
FROM ledger_entries l JOIN wallet_accounts a ON a.id = l.account_id;

CREATE TABLE _ledger_backfill AS
SELECT k.key, min(l.created_at) AS created_at,
  CASE WHEN k.key LIKE 'transfer:%' THEN 'transfer' ELSE min(l.kind) END AS kind,
  min(l.ref_type) AS ref_type, min(l.ref_id) AS ref_id, max(l.memo) AS memo,
  sum(l.available_delta + l.frozen_delta) AS delta,
  CASE
    WHEN min(l.kind) = 'payment' THEN 'orders_paid'
    WHEN min(l.kind) = 'refund' AND min(l.ref_type) = 'payment' THEN 'card_received'
    WHEN min(l.kind) IN ('refund', 'sale') THEN 'orders_paid'
    WHEN min(l.kind) = 'card_topup' THEN 'card_received'
    WHEN min(l.kind) = 'topup' THEN 'bank_received'
    WHEN min(l.kind) = 'withdrawal' THEN 'payouts_sent'
    ELSE 'adjustments'
  END AS counter,
  row_number() OVER (ORDER BY min(l.id)) AS journal_id
FROM _ledger_keys k JOIN ledger_entries l ON l.id = k.id GROUP BY k.key;

INSERT INTO journals (id, kind, ref_type, ref_id, memo, created_at) OVERRIDING SYSTEM VALUE
  SELECT journal_id, kind, ref_type, ref_id, memo, created_at FROM _ledger_backfill ORDER BY journal_id;
SELECT setval(pg_get_serial_sequence('journals', 'id'), max(journal_id)) FROM _ledger_backfill;

ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_no_change;
UPDATE ledger_entries l SET journal_id = b.journal_id
  FROM _ledger_keys k JOIN _ledger_backfill b ON b.key = k.key
  WHERE k.id = l.id;
ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_no_change;
ALTER TABLE ledger_entries ALTER COLUMN journal_id SET NOT NULL;
CREATE INDEX ledger_entries_journal_idx ON ledger_entries (journal_id);

INSERT INTO postings (journal_id, wallet_account_id, bucket, amount)
  SELECT journal_id, account_id, 'available', available_delta FROM ledger_entries WHERE available_delta <> 0
  UNION ALL
  SELECT journal_id, account_id, 'frozen', frozen_delta FROM ledger_entries WHERE frozen_delta <> 0
  ORDER BY 1;
INSERT INTO postings (journal_id, platform_account, amount)
  SELECT journal_id, counter, -delta FROM _ledger_backfill WHERE delta <> 0 ORDER BY journal_id;

-- Card payments of orders and cash collected on delivery moved no user's balance, so they have no
-- entries; they become the journals that fill orders_paid, as the code now writes them.
INSERT INTO journals (kind, ref_type, ref_id, memo, created_by, created_at)
  SELECT 'card_payment', 'payment', id, '', user_id, coalesce(paid_at, created_at)
  FROM payments WHERE method = 'card' AND status = 'paid' AND amount > 0 ORDER BY coalesce(paid_at, created_at), id;
INSERT INTO journals (kind, ref_type, ref_id, memo, created_at)
  SELECT 'cod_collected', 'order', o.id, '', coalesce(o.paid_at, o.created_at)
  FROM orders o JOIN payments p ON p.id = o.payment_id
  WHERE p.method = 'cod' AND o.actual_pay > 0 ORDER BY coalesce(o.paid_at, o.created_at), o.id;
INSERT INTO postings (journal_id, platform_account, amount)
  SELECT j.id, x.account, x.sign * p.amount
  FROM journals j JOIN payments p ON p.id = j.ref_id
  CROSS JOIN (VALUES ('card_received', -1), ('orders_paid', 1)) x(account, sign)
  WHERE j.kind = 'card_payment' ORDER BY j.id;
INSERT INTO postings (journal_id, platform_account, amount)
  SELECT j.id, x.account, x.sign * o.actual_pay
  FROM journals j JOIN orders o ON o.id = j.ref_id
  CROSS JOIN (VALUES ('cod_cash', -1), ('orders_paid', 1)) x(account, sign)
  WHERE j.kind = 'cod_collected' ORDER BY j.id;
DROP TABLE _ledger_backfill, _ledger_keys;

-- The database's word on the invariants, at commit: a journal has two postings or more summing to
-- zero; a user's balances equal the sums of their postings. Deferred, because a journal's postings
-- and the balances they move are written by several statements of one transaction.
CREATE FUNCTION ledger_check_journal(j bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE n int; s bigint;
BEGIN
  SELECT count(*), coalesce(sum(amount), 0) INTO n, s FROM postings WHERE journal_id = j;
  IF n < 2 OR s <> 0 THEN
    RAISE EXCEPTION 'journal % does not balance: % postings summing to %', j, n, s USING ERRCODE = 'check_violation';
  END IF;
END $$;

CREATE FUNCTION ledger_check_account(a bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE av bigint; fr bigint; pav bigint; pfr bigint;
BEGIN
  SELECT available, frozen INTO av, fr FROM wallet_accounts WHERE id = a;
  SELECT coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0), coalesce(sum(amount) FILTER (WHERE bucket = 'frozen'), 0)
    INTO pav, pfr FROM postings WHERE wallet_account_id = a;
  IF av <> pav OR fr <> pfr THEN
    RAISE EXCEPTION 'account % holds %/% but its postings sum to %/%', a, av, fr, pav, pfr USING ERRCODE = 'check_violation';
  END IF;
END $$;

CREATE FUNCTION postings_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_journal(NEW.journal_id);
  IF NEW.wallet_account_id IS NOT NULL THEN PERFORM ledger_check_account(NEW.wallet_account_id); END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER postings_balanced AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION postings_check();

CREATE FUNCTION journals_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_journal(NEW.id);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER journals_balanced AFTER INSERT ON journals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journals_check();

CREATE FUNCTION wallet_accounts_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_account(NEW.id);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER wallet_accounts_match_postings AFTER UPDATE OF available, frozen ON wallet_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wallet_accounts_check();

-- Nothing edits or deletes a journal or a posting: a correction is a new journal.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;
CREATE TRIGGER journals_no_change BEFORE UPDATE OR DELETE ON journals
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER postings_no_change BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER journals_no_truncate BEFORE TRUNCATE ON journals
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER postings_no_truncate BEFORE TRUNCATE ON postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- What the backfill made is checked like any later journal.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id FROM journals LOOP PERFORM ledger_check_journal(r.id); END LOOP;
  FOR r IN SELECT id FROM wallet_accounts LOOP PERFORM ledger_check_account(r.id); END LOOP;
END $$;
