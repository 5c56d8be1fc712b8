-- The frame for the seller and admin areas: one-time seller codes and login throttling per
-- account and client address.

-- A seller link carries a one-time code, never a session (the session stays out of URLs and
-- logs). Random 256-bit codes, stored as SHA-256 only, valid 60 s, used once, bound to the user.
CREATE TABLE seller_codes (
  code_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX seller_codes_expiry_idx ON seller_codes (expires_at);

-- Failed password checks (login, and the current password when changing it), counted per account
-- and client address (`client` = the address) and per account over all addresses (`client` = '*').
-- The per-address count slows a guesser down fast; the account-wide count has a high threshold
-- and grows slowly, so a stranger guessing from elsewhere cannot keep the owner out.
CREATE TABLE login_throttle (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  blocked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, client)
);

-- superseded by login_throttle
ALTER TABLE users DROP COLUMN failed_logins, DROP COLUMN login_blocked_until;
