-- Buyer–seller messages (issue 16): one conversation per buyer and shop, its messages (text and/or
-- private images, each with the product or order it was written about), read state per side as
-- the last message id each side has read, the buyer's block of the shop, and sellers' reports of a
-- conversation to operators.
CREATE TABLE conversations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  buyer_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  -- the newest message's id and time (list order; 0 / created_at before the first message)
  last_message_id bigint NOT NULL DEFAULT 0,
  last_message_at timestamptz NOT NULL DEFAULT now(),
  -- each side has read every message up to this id
  buyer_read_id bigint NOT NULL DEFAULT 0,
  seller_read_id bigint NOT NULL DEFAULT 0,
  -- the buyer blocked the shop: neither side can write until the buyer unblocks it
  blocked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- one conversation per pair: two first messages racing meet here
  UNIQUE (buyer_id, shop_id)
);
CREATE INDEX conversations_buyer_idx ON conversations (buyer_id, last_message_at DESC);
CREATE INDEX conversations_shop_idx ON conversations (shop_id, last_message_at DESC);

CREATE TABLE conversation_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('buyer', 'seller')),
  sender_id bigint REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 2000),
  images text[] NOT NULL DEFAULT '{}' CHECK (cardinality(images) <= 4),
  -- what the message was written about (a product of the shop, an order of the buyer from it)
  product_id bigint REFERENCES products (id) ON DELETE SET NULL,
  order_id bigint REFERENCES orders (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (body <> '' OR cardinality(images) > 0)
);
CREATE INDEX conversation_messages_thread_idx ON conversation_messages (conversation_id, id DESC);
-- the per-user rate limit counts a sender's messages of the last minute
CREATE INDEX conversation_messages_sender_idx ON conversation_messages (sender_id, created_at DESC);

CREATE TABLE conversation_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  reporter_id bigint REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz,
  handled_by bigint REFERENCES users (id) ON DELETE SET NULL,
  note text NOT NULL DEFAULT ''
);
-- at most one open report per conversation
CREATE UNIQUE INDEX conversation_reports_open_idx ON conversation_reports (conversation_id) WHERE handled_at IS NULL;
CREATE INDEX conversation_reports_list_idx ON conversation_reports (created_at DESC);
