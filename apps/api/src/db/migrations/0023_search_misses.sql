-- Storefront searches that found nothing (issue 15, the dashboard): one row per UTC day, term and
-- language, counted up by an upsert. The term is the search's normalized words (lower case, at most
-- 100 characters), so "Canon  EOS" and "canon eos" count together. Written and read by the reports
-- module only; a day's rows are small and old days can be deleted freely.
CREATE TABLE search_misses (
  day date NOT NULL,
  term text NOT NULL CHECK (length(term) BETWEEN 1 AND 100),
  lang text NOT NULL,
  count integer NOT NULL DEFAULT 1 CHECK (count > 0),
  PRIMARY KEY (day, term, lang)
);
