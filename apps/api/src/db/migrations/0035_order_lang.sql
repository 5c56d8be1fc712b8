-- The buyer's language on each order (issue 17): mails about the order's events (placed, shipped,
-- cancelled, refunded) are written in it, whoever causes the event (the seller ships, an operator
-- cancels, a job closes it unpaid). Users keep no language of their own, so it is the language of
-- the request that placed the order. Orders placed before this column read in English, as their
-- mails were until now.
ALTER TABLE orders ADD COLUMN lang text NOT NULL DEFAULT 'en' REFERENCES languages (code);
