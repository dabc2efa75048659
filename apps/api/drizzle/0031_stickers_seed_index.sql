-- SCALE-63 (issue 20): a pattern's items with stickers (SKIN-5), in the discount sort's order. The
-- pattern's index (items_available_paint_seed) holds some 800 items per pattern at 1M items and
-- compared each one's stickers: 0.2 ms a page and as much for its count when warm, 1-2 ms under the
-- bench's mixed load, about 9 % of its database time. This one holds the ~130 with stickers of each
-- pattern (14 MB at 1M items): 0.04 ms a page, 0.08 ms its count. Covering like the other list
-- indexes (see 0019). A sale adds nothing to it: the sold row is not 'available'.
CREATE INDEX "items_available_stickers_seed" ON "items" USING btree ("paint_seed","discount_percentage","price_cents","id") INCLUDE ("type","quality","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase") WHERE "items"."status" = 'available' AND "items"."stickers" <> '[]'::jsonb AND "items"."paint_seed" IS NOT NULL;
