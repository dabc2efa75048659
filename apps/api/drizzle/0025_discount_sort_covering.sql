-- SCALE-36 (issue 20): the discount sort (SKIN-6: discount, then price, then id) read in its whole
-- order from one index, index-only. The old index held discount and price only: each row of a page
-- and of the walk up to it was fetched from the heap to test the filters and order the ties by id
-- (page 100: 25 ms; of Knives, 9,911 rows fetched, 121 ms at 1M items). Covering like the other
-- list indexes (see 0019).
DROP INDEX "items_available_discount";--> statement-breakpoint
CREATE INDEX "items_available_discount" ON "items" USING btree ("discount_percentage","price_cents","id") INCLUDE ("type","quality","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available';
