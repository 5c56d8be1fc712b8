-- Flash-deal campaigns run by operators (issue 16). A campaign is a flash_deals row (0001) with its
-- titles; sellers ask to take part with an enrolment, decided once by an operator in the inbox
-- (type 700). An approved enrolment becomes the campaign's flash_deal_items row, which every price
-- read (list, detail, cart, checkout) already uses: pending and rejected ones never touch a price.
ALTER TABLE flash_deals ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE flash_deal_enrolments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  flash_deal_id bigint NOT NULL REFERENCES flash_deals (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- the shop's owner is the seller who asks, decides withdrawal and gets the notice
  shop_id bigint NOT NULL REFERENCES shops (id),
  deal_price bigint NOT NULL CHECK (deal_price > 0),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
  decision_remark text NOT NULL DEFAULT '',
  decided_by bigint REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- one live enrolment per product and campaign; a rejected or withdrawn one may be asked again
CREATE UNIQUE INDEX flash_enrolments_live_idx ON flash_deal_enrolments (flash_deal_id, product_id)
  WHERE status IN ('pending', 'approved');
CREATE INDEX flash_enrolments_shop_idx ON flash_deal_enrolments (shop_id, id DESC);
CREATE INDEX flash_enrolments_queue_idx ON flash_deal_enrolments (status, created_at, id);
