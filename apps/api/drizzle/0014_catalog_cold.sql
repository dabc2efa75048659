ALTER TABLE "items" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, title)) STORED;--> statement-breakpoint
CREATE INDEX "items_search" ON "items" USING gin ("search");--> statement-breakpoint
-- hand-written: the list indexes cover every filtered column, so the ids of a page and a count of any filter are index-only scans (SCALE-24).
DROP INDEX "items_available_price";--> statement-breakpoint
CREATE INDEX "items_available_price" ON "items" USING btree ("price_cents","id") INCLUDE ("type","quality","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id") WHERE "items"."status" = 'available';--> statement-breakpoint
DROP INDEX "items_available_type_price";--> statement-breakpoint
CREATE INDEX "items_available_type_price" ON "items" USING btree ("type","price_cents","id") INCLUDE ("quality","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id") WHERE "items"."status" = 'available';
