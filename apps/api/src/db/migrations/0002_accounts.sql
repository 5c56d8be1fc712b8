-- Accounts: profile fields, sessions, login throttling, addresses, notices, uploads.
ALTER TABLE users
  ADD COLUMN bank_name text NOT NULL DEFAULT '',
  ADD COLUMN bank_account_name text NOT NULL DEFAULT '',
  ADD COLUMN bank_account_number text NOT NULL DEFAULT '',
  ADD COLUMN bank_routing_number text NOT NULL DEFAULT '',
  ADD COLUMN address text NOT NULL DEFAULT '',
  -- virtual-currency wallet address per currency code, e.g. {"USDT": "T..."}
  ADD COLUMN wallet_addresses jsonb NOT NULL DEFAULT '{}',
  -- login throttling per account: consecutive failures and the time before which a try waits
  ADD COLUMN failed_logins integer NOT NULL DEFAULT 0,
  ADD COLUMN login_blocked_until timestamptz;

-- Opaque session tokens: only their SHA-256 is stored, so a database leak yields no session.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE addresses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  street text NOT NULL,
  postal_code text NOT NULL DEFAULT '',
  city text NOT NULL,
  state text NOT NULL DEFAULT '',
  country text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL DEFAULT '',
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses (user_id, id);
-- one default address per user, enforced by the database
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default;

-- Spec §4 notice types: 100 merchant application, 200 product, 300 stock-in, 400 withdrawal,
-- 500 recharge; result status -1 failed, 0 under review, 1 success.
CREATE TABLE notices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type integer NOT NULL CHECK (type IN (100, 200, 300, 400, 500)),
  status integer NOT NULL CHECK (status IN (-1, 0, 1)),
  ref_id bigint,
  message text NOT NULL DEFAULT '',
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_user_idx ON notices (user_id, created_at DESC, id DESC);
CREATE INDEX notices_unread_idx ON notices (user_id) WHERE read_at IS NULL;

CREATE TABLE uploads (
  path text PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  purpose text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  width integer,
  height integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user_idx ON uploads (user_id, created_at DESC);

-- Password reset by emailed 6-digit code: one pending reset per user, the code stored hashed,
-- a limited number of tries, a resend only after a pause.
CREATE TABLE password_resets (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0
);

-- Third-party sign-in (spec: TikTok): the provider's user id linked to one of our users, and
-- the one-time state values that tie a callback to the sign-in it answers.
CREATE TABLE oauth_accounts (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);

CREATE TABLE oauth_states (
  state text PRIMARY KEY,
  provider text NOT NULL,
  expires_at timestamptz NOT NULL
);
