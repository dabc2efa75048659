-- SCALE-35 (issue 20): a subcategory's page in price order reads an index led by the subcategory.
-- In the price index, page 100 of agents (cheap items) sorted by price skipped 116,000 other items:
-- 49 ms at 1M items. Covering like the other list indexes (see 0019), so its pages and capped counts
-- stay index-only whatever else the list filters on.
CREATE INDEX "items_available_subcategory_price" ON "items" USING btree ("subcategory_id","price_cents","id") INCLUDE ("type","quality","hero","exterior_name","item_class","old_price_cents","is_new","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available';
