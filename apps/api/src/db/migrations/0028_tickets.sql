-- Support tickets (issue 16): a customer's question to the marketplace, optionally about one of
-- their orders (as buyer or as the shop's seller), answered by support staff. Subject and messages
-- are plain text, kept exactly as written (trimmed); screens show them as text, never as markup.
CREATE TABLE tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 150),
  category text NOT NULL CHECK (category IN ('order', 'payment', 'refund', 'account', 'seller', 'other')),
  order_id bigint REFERENCES orders (id),
  -- open: support's turn; waiting: the customer's; solved: done unless the customer writes again;
  -- closed: done for good (replies are refused)
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'waiting', 'solved', 'closed')),
  -- a staff member holding `support`; NULL: nobody yet (the customer's replies then notify no one)
  assignee_id bigint REFERENCES users (id),
  -- the customer's language when they opened it: mail to them is written in it
  lang text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now(),
  -- support answered since the customer last opened the ticket
  customer_unread boolean NOT NULL DEFAULT false,
  -- the customer wrote last (support has not answered since)
  awaiting_support boolean NOT NULL DEFAULT true
);
CREATE INDEX tickets_user_idx ON tickets (user_id, last_message_at DESC, id DESC);
CREATE INDEX tickets_state_idx ON tickets (state, last_message_at DESC, id DESC);
CREATE INDEX tickets_assignee_idx ON tickets (assignee_id, last_message_at DESC);

CREATE TABLE ticket_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  author_id bigint NOT NULL REFERENCES users (id),
  -- written by support staff (the customer otherwise)
  staff boolean NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
  -- private upload paths of purpose 'ticket' the author uploaded
  attachments text[] NOT NULL DEFAULT '{}' CHECK (cardinality(attachments) <= 4),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ticket_messages_ticket_idx ON ticket_messages (ticket_id, id);
