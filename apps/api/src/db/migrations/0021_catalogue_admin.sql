-- Issue 15, catalogue, currencies and languages in the admin area. Currencies and languages get a
-- numeric id (the audit trail names its subject by number); languages get the default one offered
-- to buyers (spec §1: Spanish), exactly one, as currencies already have.
ALTER TABLE currencies ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
CREATE UNIQUE INDEX currencies_id_key ON currencies (id);

ALTER TABLE languages ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
CREATE UNIQUE INDEX languages_id_key ON languages (id);
ALTER TABLE languages ADD COLUMN is_default boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX languages_one_default ON languages (is_default) WHERE is_default;
UPDATE languages SET is_default = true WHERE code = 'es';
-- the default is offered; English (the fallback of every text) is always offered
ALTER TABLE languages ADD CONSTRAINT languages_default_enabled CHECK (NOT is_default OR enabled);
ALTER TABLE languages ADD CONSTRAINT languages_en_enabled CHECK (code <> 'en' OR enabled);
ALTER TABLE currencies ADD CONSTRAINT currencies_default_enabled CHECK (NOT is_default OR enabled);
