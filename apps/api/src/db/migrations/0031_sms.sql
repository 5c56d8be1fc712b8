-- Phone verification by SMS (issue 16). A user's verified number is kept beside the phone they
-- typed: the phone counts as verified while both name the same E.164 number, so changing the
-- profile's phone drops the verification without anyone having to remember to clear it. A number
-- is verified on at most one account (reset by phone must find exactly one).
ALTER TABLE users ADD COLUMN verified_phone text;
ALTER TABLE users ADD COLUMN phone_verified_at timestamptz;
CREATE UNIQUE INDEX users_verified_phone ON users (verified_phone) WHERE verified_phone IS NOT NULL;

-- The live code per number and purpose (register, reset, verify): only its hash, its expiry and
-- the count of wrong tries. A verify code belongs to the signed-in user who asked for it.
CREATE TABLE sms_codes (
  phone text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'reset', 'verify')),
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (phone, purpose)
);

-- Every send, for the resend wait and the hourly limits per number and per client address; kept
-- in the database so every server process counts the same sends. Rows older than a day go.
CREATE TABLE sms_sends (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  client text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_sends_phone ON sms_sends (phone, sent_at);
CREATE INDEX sms_sends_client ON sms_sends (client, sent_at);
