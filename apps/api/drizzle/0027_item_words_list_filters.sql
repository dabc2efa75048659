-- hand-written
-- SCALE-41, SCALE-42 (issue 20): a search narrowed by a list filter reads the word table alone.
-- item_words already carried the float, flags and exterior (0023); it now carries the item's type,
-- quality and subcategory too, all in its indexes' INCLUDE, so a search with any of these filters
-- stays index-only instead of checking every match on the items ('fade' with Covert at 1M items:
-- every 'fade' item's row read). The table is refilled as 0023 refilled it (one INSERT ... SELECT,
-- the indexes built after), and the triggers move an item's words when these columns change.
DROP INDEX "item_words_lexeme_price";--> statement-breakpoint
DROP INDEX "item_words_stattrak";--> statement-breakpoint
DROP INDEX "item_words_souvenir";--> statement-breakpoint
TRUNCATE "item_words";--> statement-breakpoint
ALTER TABLE "item_words" ADD COLUMN "type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "item_words" ADD COLUMN "quality" text;--> statement-breakpoint
ALTER TABLE "item_words" ADD COLUMN "subcategory_id" integer;--> statement-breakpoint
INSERT INTO "item_words" ("lexeme", "price_cents", "item_id", "float_value", "discount_percentage", "stattrak", "souvenir", "exterior_name", "type", "quality", "subcategory_id")
SELECT l.lexeme, i.price_cents, i.id, i.float_value, i.discount_percentage, i.stattrak, i.souvenir, i.exterior_name, i.type, i.quality, i.subcategory_id
FROM "items" i CROSS JOIN LATERAL unnest(tsvector_to_array(i.search)) AS l(lexeme)
WHERE i.status = 'available';--> statement-breakpoint
CREATE INDEX "item_words_lexeme_price" ON "item_words" USING btree ("lexeme","price_cents","item_id") INCLUDE ("float_value","discount_percentage","stattrak","souvenir","exterior_name","type","quality","subcategory_id");--> statement-breakpoint
CREATE INDEX "item_words_stattrak" ON "item_words" USING btree ("lexeme","price_cents","item_id") INCLUDE ("float_value","discount_percentage","stattrak","souvenir","exterior_name","type","quality","subcategory_id") WHERE "item_words"."stattrak";--> statement-breakpoint
CREATE INDEX "item_words_souvenir" ON "item_words" USING btree ("lexeme","price_cents","item_id") INCLUDE ("float_value","discount_percentage","stattrak","souvenir","exterior_name","type","quality","subcategory_id") WHERE "item_words"."souvenir";--> statement-breakpoint
ANALYZE "item_words";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "item_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_words (lexeme, price_cents, item_id, float_value, discount_percentage, stattrak, souvenir, exterior_name, type, quality, subcategory_id)
  SELECT l.lexeme, a.price_cents, a.id, a.float_value, a.discount_percentage, a.stattrak, a.souvenir, a.exterior_name, a.type, a.quality, a.subcategory_id
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
    INSERT INTO item_words (lexeme, price_cents, item_id, float_value, discount_percentage, stattrak, souvenir, exterior_name, type, quality, subcategory_id)
    SELECT l.lexeme, NEW.price_cents, NEW.id, NEW.float_value, NEW.discount_percentage, NEW.stattrak, NEW.souvenir, NEW.exterior_name, NEW.type, NEW.quality, NEW.subcategory_id
    FROM unnest(tsvector_to_array(NEW.search)) AS l(lexeme);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A change of the type, quality or subcategory now moves the item's words too.
DROP TRIGGER "item_words_update" ON "items";--> statement-breakpoint
CREATE TRIGGER "item_words_update" AFTER UPDATE ON "items" FOR EACH ROW
WHEN ((OLD.status = 'available' OR NEW.status = 'available') AND (
  OLD.status <> NEW.status OR OLD.title <> NEW.title OR OLD.price_cents <> NEW.price_cents
  OR OLD.float_value IS DISTINCT FROM NEW.float_value OR OLD.discount_percentage <> NEW.discount_percentage
  OR OLD.stattrak <> NEW.stattrak OR OLD.souvenir <> NEW.souvenir OR OLD.exterior_name IS DISTINCT FROM NEW.exterior_name
  OR OLD.type <> NEW.type OR OLD.quality IS DISTINCT FROM NEW.quality OR OLD.subcategory_id IS DISTINCT FROM NEW.subcategory_id))
EXECUTE FUNCTION "item_words_move"();
