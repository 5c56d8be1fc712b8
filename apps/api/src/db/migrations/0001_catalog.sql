-- Catalogue and content model. Localized text lives in *_translations rows keyed by language;
-- reads fall back to English in SQL (see modules/catalog/i18n.sql.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE languages (
  code text PRIMARY KEY,
  tag text NOT NULL,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE currencies (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
  name text NOT NULL,
  symbol text NOT NULL,
  -- units of this currency per 1 USD, times 100 (spec §9)
  rate integer NOT NULL CHECK (rate > 0),
  is_default boolean NOT NULL DEFAULT false,
  wallet boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX currencies_one_default ON currencies (is_default) WHERE is_default;

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  phone text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'seller', 'admin')),
  invitation_code text NOT NULL,
  invited_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_invitation_code_key ON users (invitation_code);

CREATE TABLE categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parent_id bigint REFERENCES categories (id) ON DELETE RESTRICT,
  slug text NOT NULL UNIQUE,
  icon text NOT NULL DEFAULT '',
  banner text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX categories_parent_idx ON categories (parent_id, sort);

CREATE TABLE category_translations (
  category_id bigint NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  lang text NOT NULL REFERENCES languages (code),
  name text NOT NULL,
  PRIMARY KEY (category_id, lang)
);

CREATE TABLE brands (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  logo text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  is_top boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE brand_translations (
  brand_id bigint NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
  lang text NOT NULL REFERENCES languages (code),
  name text,
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (brand_id, lang)
);

CREATE TABLE shops (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id bigint REFERENCES users (id),
  slug text NOT NULL UNIQUE,
  -- spec §5: English only
  name text NOT NULL CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9 &''.,-]*$'),
  logo text NOT NULL DEFAULT '',
  banner text NOT NULL DEFAULT '',
  rating numeric(3, 2) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'suspended', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shops_owner_idx ON shops (owner_id);

CREATE TABLE shop_translations (
  shop_id bigint NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  lang text NOT NULL REFERENCES languages (code),
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (shop_id, lang)
);

CREATE TABLE products (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shop_id bigint NOT NULL REFERENCES shops (id),
  category_id bigint NOT NULL REFERENCES categories (id),
  brand_id bigint REFERENCES brands (id),
  sku text NOT NULL DEFAULT '',
  price bigint NOT NULL CHECK (price >= 0),
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  images text[] NOT NULL DEFAULT '{}',
  is_new boolean NOT NULL DEFAULT false,
  is_hot boolean NOT NULL DEFAULT false,
  is_recommended boolean NOT NULL DEFAULT false,
  sales_count integer NOT NULL DEFAULT 0 CHECK (sales_count >= 0),
  rating numeric(3, 2) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  review_count integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('draft', 'pending', 'active', 'rejected', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Listing paths: a category page by newest or price, the home lists, a shop's and a brand's pages.
CREATE INDEX products_category_new_idx ON products (category_id, created_at DESC, id DESC) WHERE status = 'active';
CREATE INDEX products_category_price_idx ON products (category_id, price, id) WHERE status = 'active';
CREATE INDEX products_new_idx ON products (created_at DESC, id DESC) WHERE status = 'active';
CREATE INDEX products_sales_idx ON products (sales_count DESC, id DESC) WHERE status = 'active';
CREATE INDEX products_price_idx ON products (price, id) WHERE status = 'active';
CREATE INDEX products_hot_idx ON products (sales_count DESC, id DESC) WHERE status = 'active' AND is_hot;
CREATE INDEX products_recommended_idx ON products (created_at DESC, id DESC) WHERE status = 'active' AND is_recommended;
CREATE INDEX products_shop_idx ON products (shop_id, sales_count DESC, id DESC);
CREATE INDEX products_brand_idx ON products (brand_id, sales_count DESC, id DESC) WHERE status = 'active';

CREATE TABLE product_translations (
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  lang text NOT NULL REFERENCES languages (code),
  name text NOT NULL,
  short_description text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, lang)
);

-- What search matches against: name and short description, lower-cased, in a slim table of its
-- own (a search reads thousands of rows; without the long descriptions they fill 4x fewer pages).
-- Triggers keep it equal to product_translations.
CREATE TABLE product_search (
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  lang text NOT NULL,
  name_lc text NOT NULL,
  search_text text NOT NULL,
  PRIMARY KEY (product_id, lang)
);
CREATE INDEX product_search_trgm ON product_search USING gin (search_text gin_trgm_ops);

CREATE FUNCTION product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, lang, name_lc, search_text)
  SELECT product_id, lang, lower(name), lower(name || ' ' || short_description) FROM new_rows;
  RETURN NULL;
END $$;
-- statement-level with a transition table: a bulk insert of 100,000 products runs it once per batch
CREATE TRIGGER product_translations_search_insert AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_insert();

CREATE FUNCTION product_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search WHERE product_id = OLD.product_id AND lang = OLD.lang;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO product_search (product_id, lang, name_lc, search_text)
    VALUES (NEW.product_id, NEW.lang, lower(NEW.name), lower(NEW.name || ' ' || NEW.short_description));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER product_translations_search_change AFTER UPDATE OR DELETE ON product_translations
  FOR EACH ROW EXECUTE FUNCTION product_search_change();

-- Distinct words of product text, for typo correction of search terms (pg_trgm's documented
-- approach: match misspelt words against the word list, not against every product).
CREATE TABLE search_words (
  word text PRIMARY KEY,
  frequency integer NOT NULL DEFAULT 1
);
CREATE INDEX search_words_trgm ON search_words USING gist (word gist_trgm_ops);

CREATE TABLE product_reviews (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  remark text NOT NULL DEFAULT '',
  hidden boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_reviews_product_idx ON product_reviews (product_id, created_at DESC) WHERE NOT hidden;

CREATE TABLE blog_categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE blog_category_translations (
  blog_category_id bigint NOT NULL REFERENCES blog_categories (id) ON DELETE CASCADE,
  lang text NOT NULL REFERENCES languages (code),
  name text NOT NULL,
  PRIMARY KEY (blog_category_id, lang)
);

CREATE TABLE blogs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category_id bigint NOT NULL REFERENCES blog_categories (id),
  slug text NOT NULL UNIQUE,
  image text NOT NULL DEFAULT '',
  author text NOT NULL DEFAULT '',
  published boolean NOT NULL DEFAULT true,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blogs_published_idx ON blogs (published_at DESC) WHERE published;

CREATE TABLE blog_translations (
  blog_id bigint NOT NULL REFERENCES blogs (id) ON DELETE CASCADE,
  lang text NOT NULL REFERENCES languages (code),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  PRIMARY KEY (blog_id, lang)
);

CREATE TABLE ads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  position text NOT NULL CHECK (position IN ('top', 'center_top', 'center', 'center_bottom', 'bottom')),
  image text NOT NULL,
  link text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  starts_at timestamptz,
  ends_at timestamptz
);

CREATE TABLE ad_translations (
  ad_id bigint NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
  lang text NOT NULL REFERENCES languages (code),
  title text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  PRIMARY KEY (ad_id, lang)
);

-- Key/value site settings (site_name, logo, service_url, ...). Localized values are objects by language.
CREATE TABLE website_config (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE policies (
  slug text NOT NULL CHECK (slug IN ('terms', 'support', 'return', 'privacy', 'about_us')),
  lang text NOT NULL REFERENCES languages (code),
  title text NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (slug, lang)
);

CREATE TABLE announcements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  published_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);

CREATE TABLE announcement_translations (
  announcement_id bigint NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  lang text NOT NULL REFERENCES languages (code),
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  PRIMARY KEY (announcement_id, lang)
);

CREATE TABLE flash_deals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  banner text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  CHECK (ends_at > starts_at)
);

CREATE TABLE flash_deal_translations (
  flash_deal_id bigint NOT NULL REFERENCES flash_deals (id) ON DELETE CASCADE,
  lang text NOT NULL REFERENCES languages (code),
  title text NOT NULL,
  PRIMARY KEY (flash_deal_id, lang)
);

CREATE TABLE flash_deal_items (
  flash_deal_id bigint NOT NULL REFERENCES flash_deals (id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  deal_price bigint NOT NULL CHECK (deal_price >= 0),
  quantity_cap integer NOT NULL CHECK (quantity_cap > 0),
  sold integer NOT NULL DEFAULT 0,
  PRIMARY KEY (flash_deal_id, product_id),
  -- the buying side (checkout issue) takes from the cap inside the order's transaction
  CHECK (sold BETWEEN 0 AND quantity_cap)
);
CREATE INDEX flash_deal_items_product_idx ON flash_deal_items (product_id);

CREATE TABLE documents (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
