-- A seller's bulk product imports, run in the background by any server process: a worker claims a
-- queued job with FOR UPDATE SKIP LOCKED, and each row is processed in one transaction together
-- with the job's progress, so a job picked up again after its process died goes on from the row
-- after the last one recorded, and no row is created twice. The uploaded files stay in the storage
-- (private/imports/<id>/...), read again by whichever process runs the job.
CREATE TABLE product_imports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seller_id bigint NOT NULL REFERENCES users (id),
  shop_id bigint NOT NULL REFERENCES shops (id),
  format text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  file_name text NOT NULL DEFAULT '',
  -- storage keys of the products file and of the optional ZIP of images
  source_key text NOT NULL,
  images_key text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  total int NOT NULL CHECK (total >= 0),
  processed int NOT NULL DEFAULT 0 CHECK (processed >= 0 AND processed <= total),
  failed int NOT NULL DEFAULT 0 CHECK (failed >= 0 AND failed <= processed),
  created int NOT NULL DEFAULT 0,
  updated int NOT NULL DEFAULT 0,
  -- [{row, errors: {field: reason}}] for each failed row, in row order
  failures jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- why a whole job failed (its file could no longer be read)
  error text NOT NULL DEFAULT '',
  -- written with every row: a running job not heard of for a while belongs to a dead process
  heartbeat_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX product_imports_seller_idx ON product_imports (seller_id, id);
CREATE INDEX product_imports_open_idx ON product_imports (created_at, id) WHERE status IN ('queued', 'running');
