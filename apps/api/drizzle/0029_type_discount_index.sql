-- SCALE-60 (issue 20): a type's pages in the discount sort (SKIN-6: discount, then price, then id)
-- read an index led by the type. In the discount index, page 100 of Machineguns (3 % of the items)
-- walked some 50,000 items of other types: 2.5-2.8 ms a page at 1M items, the costliest list
-- statement of the bench's mixed load (19 % of the database's time), against 0.3 ms here. Covering
-- like the other list indexes (see 0019), so a type narrowed further stays index-only. A sale adds
-- nothing to it: the sold row is not 'available'.
CREATE INDEX "items_available_type_discount" ON "items" USING btree ("type","discount_percentage","price_cents","id") INCLUDE ("quality","hero","exterior_name","item_class","old_price_cents","is_new","subcategory_id","float_value","stattrak","souvenir","phase","paint_seed") WHERE "items"."status" = 'available';
