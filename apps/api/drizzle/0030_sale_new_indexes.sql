-- SCALE-61 (issue 20): the sale and new pages (CAT-6) read indexes of those items alone, in price
-- order. In the price index, page 100 of new items (15 % of the items at 1M) walked some 10,000
-- rows, 1.0-1.4 ms a page, and on sale (25 %) some 6,000: together 10 % of the database's time in
-- the bench's mixed load. Covering like the other list indexes (see 0019). A sale adds nothing to
-- them: the sold row is not 'available'.
CREATE INDEX "items_available_new_price" ON "items" USING btree ("price_cents","id") INCLUDE ("type","quality","hero","exterior_name","item_class","old_price_cents","subcategory_id","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available' AND "items"."is_new";--> statement-breakpoint
CREATE INDEX "items_available_sale_price" ON "items" USING btree ("price_cents","id") INCLUDE ("type","quality","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available' AND "items"."old_price_cents" > "items"."price_cents";
