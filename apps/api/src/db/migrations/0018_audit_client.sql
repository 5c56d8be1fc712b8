-- Issue 15: every audit record names the client address the action came from, beside who acted in
-- which role. Records of before this column have none ('').
ALTER TABLE audit_log ADD COLUMN client_ip text NOT NULL DEFAULT '';
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id DESC);
