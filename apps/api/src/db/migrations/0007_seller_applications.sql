-- Becoming a seller (spec §1: customers apply, and may re-apply) and the operators' trail of
-- decisions. Notice type 100 tells the applicant how it went.

CREATE TABLE seller_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- spec §5: shop and seller names support English only (the same rule as shops.name)
  shop_name text NOT NULL CHECK (shop_name ~ '^[A-Za-z0-9][A-Za-z0-9 &''.,-]*$'),
  contact_person text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  address text NOT NULL,
  -- private uploads (purpose kyc): the ID's front and the holder with the ID
  id_front text NOT NULL,
  id_with_holder text NOT NULL,
  terms_accepted_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  decision_remark text NOT NULL DEFAULT '',
  decided_by bigint REFERENCES users (id),
  decided_at timestamptz,
  shop_id bigint REFERENCES shops (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- one application under review per user, whatever races the client makes
CREATE UNIQUE INDEX seller_applications_one_open ON seller_applications (user_id) WHERE status = 'pending';
CREATE INDEX seller_applications_user_idx ON seller_applications (user_id, id DESC);
CREATE INDEX seller_applications_queue_idx ON seller_applications (status, created_at, id);

-- Who decided what, when, with which remark, and the state before and after. Append-only: the
-- database refuses to change or delete a record.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id bigint REFERENCES users (id),
  action text NOT NULL,
  subject_type text NOT NULL,
  subject_id bigint NOT NULL,
  remark text NOT NULL DEFAULT '',
  before jsonb NOT NULL DEFAULT '{}',
  after jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_subject_idx ON audit_log (subject_type, subject_id, id);
CREATE INDEX audit_log_time_idx ON audit_log (created_at DESC, id DESC);
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit records are append-only';
END $$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

-- the shop an approval creates is open at once
ALTER TABLE shops ADD COLUMN contact_person text NOT NULL DEFAULT '',
  ADD COLUMN phone text NOT NULL DEFAULT '',
  ADD COLUMN email text NOT NULL DEFAULT '',
  ADD COLUMN address text NOT NULL DEFAULT '';
