-- Typo correction per language: a misspelt word is corrected only to words of the languages a
-- search reads (the buyer's and English). With the demo in 19 languages, the Czech "cenově" came
-- closer to "cenon" than "canon" did, and an English search for "cenon" found nothing of Canon.
DROP TABLE search_words;
CREATE TABLE search_words (
  lang text NOT NULL,
  word text NOT NULL,
  frequency integer NOT NULL DEFAULT 1,
  PRIMARY KEY (lang, word)
);
CREATE INDEX search_words_trgm ON search_words USING gist (word gist_trgm_ops);
INSERT INTO search_words (lang, word, frequency)
  SELECT lang, w, count(*)::int FROM (
    SELECT lang, regexp_split_to_table(search_text, '[^[:alnum:]]+') AS w FROM product_search
  ) words WHERE length(w) >= 4 AND length(w) <= 40 GROUP BY lang, w;
