-- hand-written
-- SKIN-8: a search's words 'StatTrak', 'Souvenir' and FN, MW, FT, WW, BS test the item's flags and
-- exterior. item_words carries them in its index's INCLUDE, so such a search stays index-only
-- instead of reading every match's row. The table is refilled as 0019 filled it (one INSERT ...
-- SELECT, the index built after).
DROP INDEX "item_words_lexeme_price";--> statement-breakpoint
TRUNCATE "item_words";--> statement-breakpoint
ALTER TABLE "item_words" ADD COLUMN "stattrak" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "item_words" ADD COLUMN "souvenir" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "item_words" ADD COLUMN "exterior_name" text;--> statement-breakpoint
INSERT INTO "item_words" ("lexeme", "price_cents", "item_id", "float_value", "discount_percentage", "stattrak", "souvenir", "exterior_name")
SELECT l.lexeme, i.price_cents, i.id, i.float_value, i.discount_percentage, i.stattrak, i.souvenir, i.exterior_name
FROM "items" i CROSS JOIN LATERAL unnest(tsvector_to_array(i.search)) AS l(lexeme)
WHERE i.status = 'available';--> statement-breakpoint
CREATE INDEX "item_words_lexeme_price" ON "item_words" USING btree ("lexeme","price_cents","item_id") INCLUDE ("float_value","discount_percentage","stattrak","souvenir","exterior_name");--> statement-breakpoint
ANALYZE "item_words";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "item_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_words (lexeme, price_cents, item_id, float_value, discount_percentage, stattrak, souvenir, exterior_name)
  SELECT l.lexeme, a.price_cents, a.id, a.float_value, a.discount_percentage, a.stattrak, a.souvenir, a.exterior_name
  FROM added a CROSS JOIN LATERAL unnest(tsvector_to_array(a.search)) AS l(lexeme)
  WHERE a.status = 'available';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "item_words_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'available' THEN
    DELETE FROM item_words
    WHERE lexeme = ANY (tsvector_to_array(OLD.search)) AND price_cents = OLD.price_cents AND item_id = OLD.id;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 'available' THEN
    INSERT INTO item_words (lexeme, price_cents, item_id, float_value, discount_percentage, stattrak, souvenir, exterior_name)
    SELECT l.lexeme, NEW.price_cents, NEW.id, NEW.float_value, NEW.discount_percentage, NEW.stattrak, NEW.souvenir, NEW.exterior_name
    FROM unnest(tsvector_to_array(NEW.search)) AS l(lexeme);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A change of the flags or the exterior now moves the item's words too.
DROP TRIGGER "item_words_update" ON "items";--> statement-breakpoint
CREATE TRIGGER "item_words_update" AFTER UPDATE ON "items" FOR EACH ROW
WHEN ((OLD.status = 'available' OR NEW.status = 'available') AND (
  OLD.status <> NEW.status OR OLD.title <> NEW.title OR OLD.price_cents <> NEW.price_cents
  OR OLD.float_value IS DISTINCT FROM NEW.float_value OR OLD.discount_percentage <> NEW.discount_percentage
  OR OLD.stattrak <> NEW.stattrak OR OLD.souvenir <> NEW.souvenir OR OLD.exterior_name IS DISTINCT FROM NEW.exterior_name))
EXECUTE FUNCTION "item_words_move"();
