-- SCALE-27 (issue 20): type and quality together, quality and exterior together, and a float range
-- of StatTrak items, each read from an index of its own. Covering like the other list indexes
-- (INCLUDE every filtered column, see 0019), so a page's ids and a capped count stay index-only
-- whatever else the list filters on.
CREATE INDEX "items_available_type_quality_price" ON "items" USING btree ("type","quality","price_cents","id") INCLUDE ("hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available';--> statement-breakpoint
CREATE INDEX "items_available_quality_exterior_price" ON "items" USING btree ("quality","exterior_name","price_cents","id") INCLUDE ("type","hero","item_class","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available';--> statement-breakpoint
CREATE INDEX "items_available_stattrak_float" ON "items" USING btree ("float_value","id") INCLUDE ("price_cents","type","quality","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id","phase","paint_seed") WHERE "items"."status" = 'available' AND "items"."stattrak";
