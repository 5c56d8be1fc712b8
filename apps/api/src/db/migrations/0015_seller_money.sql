-- Issue 14: sellers' debts, cash on delivery settled, sellers' withdrawals (decision 0007).

-- A merchant account can owe the platform: the commission on cash it collected on delivery, a
-- refund after completion its balance could not cover. The debt is a third bucket of the account,
-- kept apart so that available and frozen stay at or above zero: a debt posting's amount is minus
-- the increase of the debt, so available + frozen − debt is the sum of the account's postings.
-- debt_since: since when the account owes anything (COD_DEBT_DAYS counts from there).
ALTER TABLE wallet_accounts
  ADD COLUMN debt bigint NOT NULL DEFAULT 0 CHECK (debt >= 0),
  ADD COLUMN debt_since timestamptz,
  ADD CHECK ((debt = 0) = (debt_since IS NULL));

ALTER TABLE postings DROP CONSTRAINT postings_bucket_check;
ALTER TABLE postings ADD CONSTRAINT postings_bucket_check CHECK (bucket IN ('available', 'frozen', 'debt'));

-- The owner's history shows a debt's changes like the other balances'.
ALTER TABLE ledger_entries
  ADD COLUMN debt_delta bigint NOT NULL DEFAULT 0,
  ADD COLUMN debt_after bigint NOT NULL DEFAULT 0 CHECK (debt_after >= 0);

CREATE OR REPLACE FUNCTION ledger_check_account(a bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE av bigint; fr bigint; de bigint; pav bigint; pfr bigint; pde bigint;
BEGIN
  SELECT available, frozen, debt INTO av, fr, de FROM wallet_accounts WHERE id = a;
  SELECT coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0), coalesce(sum(amount) FILTER (WHERE bucket = 'frozen'), 0),
      coalesce(-sum(amount) FILTER (WHERE bucket = 'debt'), 0)
    INTO pav, pfr, pde FROM postings WHERE wallet_account_id = a;
  IF av <> pav OR fr <> pfr OR de <> pde THEN
    RAISE EXCEPTION 'account % holds %/%/% but its postings sum to %/%/%', a, av, fr, de, pav, pfr, pde
      USING ERRCODE = 'check_violation';
  END IF;
END $$;

DROP TRIGGER wallet_accounts_match_postings ON wallet_accounts;
CREATE CONSTRAINT TRIGGER wallet_accounts_match_postings AFTER UPDATE OF available, frozen, debt ON wallet_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wallet_accounts_check();

UPDATE platform_accounts SET description = 'cash collected on delivery and held by sellers until their order is settled'
  WHERE code = 'cod_cash';

-- An earning of an order paid in cash was handed to the seller by the buyer: it is never credited,
-- only its commission (and what the platform refunded before completion) becomes a debt.
ALTER TABLE seller_earnings ADD COLUMN cash boolean NOT NULL DEFAULT false;
-- The part of an available earning paid out by the seller's withdrawals (oldest first), so each
-- earning can say it was withdrawn.
ALTER TABLE seller_earnings ADD COLUMN withdrawn bigint NOT NULL DEFAULT 0 CHECK (withdrawn >= 0);

-- Requests now come from either account: a seller withdraws from the merchant account, and an
-- offline payment a seller makes to settle a debt is a top-up of the merchant account. An
-- approved withdrawal keeps the bank reference of the transfer the operator made.
ALTER TABLE wallet_requests
  ADD COLUMN account text NOT NULL DEFAULT 'customer' CHECK (account IN ('customer', 'merchant')),
  ADD COLUMN payout_reference text NOT NULL DEFAULT '';
CREATE INDEX wallet_requests_payouts_idx ON wallet_requests (decided_at) WHERE kind = 'withdrawal' AND status = 'completed';
