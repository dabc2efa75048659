CREATE TABLE "item_words" (
	"lexeme" text NOT NULL,
	"price_cents" integer NOT NULL,
	"item_id" integer NOT NULL,
	"float_value" double precision,
	"discount_percentage" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "items_available_paint_seed";--> statement-breakpoint
ALTER TABLE "items" drop column "search";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(title, '-', ' '))) STORED;--> statement-breakpoint
CREATE INDEX "item_words_lexeme_price" ON "item_words" USING btree ("lexeme","price_cents","item_id");--> statement-breakpoint
CREATE INDEX "items_available_quality_price" ON "items" USING btree ("quality","price_cents","id") WHERE "items"."status" = 'available';--> statement-breakpoint
CREATE INDEX "items_available_exterior_price" ON "items" USING btree ("exterior_name","price_cents","id") WHERE "items"."status" = 'available';--> statement-breakpoint
CREATE INDEX "items_available_class_price" ON "items" USING btree ("item_class","price_cents","id") WHERE "items"."status" = 'available';--> statement-breakpoint
CREATE INDEX "items_available_hero_price" ON "items" USING btree ("hero","price_cents","id") WHERE "items"."status" = 'available' AND "items"."hero" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "items_available_stickers_price" ON "items" USING btree ("price_cents","id") WHERE "items"."status" = 'available' AND "items"."stickers" <> '[]'::jsonb;--> statement-breakpoint
CREATE INDEX "items_available_paint_seed" ON "items" USING btree ("paint_seed","price_cents","id") WHERE "items"."status" = 'available' AND "items"."paint_seed" IS NOT NULL;--> statement-breakpoint
-- hand-written
-- SCALE-26: a title's words split at hyphens as a search term's do ('AK-47' is 'ak' and '47', where
-- the parser read '-47' as a signed number). Re-adding the column above dropped its index.
CREATE INDEX "items_search" ON "items" USING gin ("search");--> statement-breakpoint
-- Index-only scans skip the heap only on pages the visibility map marks all-visible; every sale
-- clears a page's mark until a vacuum. Vacuum after 1 % of the rows changed, not the default 20 %.
ALTER TABLE "items" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);--> statement-breakpoint
ALTER TABLE "item_words" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);--> statement-breakpoint
-- SCALE-26: the word table. Its lexemes compare as bytes, so the words starting with a prefix are
-- one range of its index; the index is built after the backfill (one INSERT ... SELECT), with
-- the float and discount sorts' columns INCLUDEd (drizzle cannot say INCLUDE).
DROP INDEX "item_words_lexeme_price";--> statement-breakpoint
ALTER TABLE "item_words" ALTER COLUMN "lexeme" TYPE text COLLATE "C";--> statement-breakpoint
INSERT INTO "item_words" ("lexeme", "price_cents", "item_id", "float_value", "discount_percentage")
SELECT l.lexeme, i.price_cents, i.id, i.float_value, i.discount_percentage
FROM "items" i CROSS JOIN LATERAL unnest(tsvector_to_array(i.search)) AS l(lexeme)
WHERE i.status = 'available';--> statement-breakpoint
CREATE INDEX "item_words_lexeme_price" ON "item_words" USING btree ("lexeme","price_cents","item_id") INCLUDE ("float_value","discount_percentage");--> statement-breakpoint
ANALYZE "item_words";--> statement-breakpoint
-- SCALE-26: items added in bulk (the seed inserts 2,000 per statement) add their words in one
-- statement per INSERT.
CREATE FUNCTION "item_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO item_words (lexeme, price_cents, item_id, float_value, discount_percentage)
  SELECT l.lexeme, a.price_cents, a.id, a.float_value, a.discount_percentage
  FROM added a CROSS JOIN LATERAL unnest(tsvector_to_array(a.search)) AS l(lexeme)
  WHERE a.status = 'available';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "item_words_insert" AFTER INSERT ON "items" REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "item_words_add"();--> statement-breakpoint
-- SCALE-26: an item that leaves the shop (sale, reservation, withdrawal, delete) takes its words
-- out, one index probe each (lexeme, price, id); one that comes back or changes what the table
-- keeps puts them (back) in. A change of anything else (sold after reserved, a trade lock) skips
-- the trigger by its WHEN.
CREATE FUNCTION "item_words_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'available' THEN
    DELETE FROM item_words
    WHERE lexeme = ANY (tsvector_to_array(OLD.search)) AND price_cents = OLD.price_cents AND item_id = OLD.id;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.status = 'available' THEN
    INSERT INTO item_words (lexeme, price_cents, item_id, float_value, discount_percentage)
    SELECT l.lexeme, NEW.price_cents, NEW.id, NEW.float_value, NEW.discount_percentage
    FROM unnest(tsvector_to_array(NEW.search)) AS l(lexeme);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "item_words_update" AFTER UPDATE ON "items" FOR EACH ROW
WHEN ((OLD.status = 'available' OR NEW.status = 'available') AND (
  OLD.status <> NEW.status OR OLD.title <> NEW.title OR OLD.price_cents <> NEW.price_cents
  OR OLD.float_value IS DISTINCT FROM NEW.float_value OR OLD.discount_percentage <> NEW.discount_percentage))
EXECUTE FUNCTION "item_words_move"();--> statement-breakpoint
CREATE TRIGGER "item_words_delete" AFTER DELETE ON "items" FOR EACH ROW WHEN (OLD.status = 'available') EXECUTE FUNCTION "item_words_move"();--> statement-breakpoint
-- SCALE-24, SCALE-27: every covering list index INCLUDEs every column a list filters on (issue
-- 19's skin columns too, but stickers: see items_available_stickers_price), so a page's ids and a
-- capped count of any filter are index-only scans. Rebuilt here with INCLUDE (drizzle cannot say it).
DROP INDEX "items_available_price";--> statement-breakpoint
CREATE INDEX "items_available_price" ON "items" USING btree ("price_cents","id") INCLUDE ("type","quality","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available';--> statement-breakpoint
DROP INDEX "items_available_type_price";--> statement-breakpoint
CREATE INDEX "items_available_type_price" ON "items" USING btree ("type","price_cents","id") INCLUDE ("quality","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available';--> statement-breakpoint
DROP INDEX "items_available_quality_price";--> statement-breakpoint
CREATE INDEX "items_available_quality_price" ON "items" USING btree ("quality","price_cents","id") INCLUDE ("type","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available';--> statement-breakpoint
DROP INDEX "items_available_exterior_price";--> statement-breakpoint
CREATE INDEX "items_available_exterior_price" ON "items" USING btree ("exterior_name","price_cents","id") INCLUDE ("type","quality","hero","item_class","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available';--> statement-breakpoint
DROP INDEX "items_available_class_price";--> statement-breakpoint
CREATE INDEX "items_available_class_price" ON "items" USING btree ("item_class","price_cents","id") INCLUDE ("type","quality","hero","exterior_name","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available';--> statement-breakpoint
DROP INDEX "items_available_hero_price";--> statement-breakpoint
CREATE INDEX "items_available_hero_price" ON "items" USING btree ("hero","price_cents","id") INCLUDE ("type","quality","exterior_name","item_class","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available' AND "items"."hero" IS NOT NULL;
--> statement-breakpoint
DROP INDEX "items_available_stickers_price";--> statement-breakpoint
CREATE INDEX "items_available_stickers_price" ON "items" USING btree ("price_cents","id") INCLUDE ("type","quality","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available' AND "items"."stickers" <> '[]'::jsonb;--> statement-breakpoint
DROP INDEX "items_available_float";--> statement-breakpoint
CREATE INDEX "items_available_float" ON "items" USING btree ("float_value","id") INCLUDE ("price_cents","type","quality","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available';--> statement-breakpoint
DROP INDEX "items_available_float_desc";--> statement-breakpoint
CREATE INDEX "items_available_float_desc" ON "items" USING btree ("float_value" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("price_cents","type","quality","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available';--> statement-breakpoint
-- The pattern's few items (about 1 in 1,001) with everything their filters and the discount sort read, stickers too.
DROP INDEX "items_available_paint_seed";--> statement-breakpoint
CREATE INDEX "items_available_paint_seed" ON "items" USING btree ("paint_seed","price_cents","id") INCLUDE ("discount_percentage","stickers","type","quality","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase") WHERE "items"."status" = 'available' AND "items"."paint_seed" IS NOT NULL;
