-- Issue 15, staff roles: who among the operators (users with role 'admin') may do what. The role
-- names a set of permissions (contract staff.ts); an operator without a row here may do nothing.
-- Every operator of before becomes an owner, so nobody loses what they could do.
CREATE TABLE staff (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'operator', 'finance', 'support', 'content')),
  invited_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO staff (user_id, role) SELECT id, 'owner' FROM users WHERE role = 'admin';

-- The audit trail says in which role each action was taken.
ALTER TABLE audit_log ADD COLUMN actor_role text NOT NULL DEFAULT '';
