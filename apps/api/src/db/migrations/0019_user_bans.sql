-- Issue 15, people: an operator bans an account with a reason. While banned_at is set the account
-- cannot sign in (password, TikTok, seller link, password reset) and every session lookup refuses
-- its tokens; the ban itself revokes its sessions in the same transaction. Unbanning clears the
-- three columns; the audit trail (user.ban / user.unban) keeps the history of both.
ALTER TABLE users
  ADD COLUMN banned_at timestamptz,
  ADD COLUMN banned_reason text NOT NULL DEFAULT '',
  ADD COLUMN banned_by bigint REFERENCES users (id);
-- the admin list's "banned only" filter
CREATE INDEX users_banned_idx ON users (banned_at) WHERE banned_at IS NOT NULL;
