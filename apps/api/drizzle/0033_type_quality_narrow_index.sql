-- SCALE-66 (issue 20): a type and some of its grades (the sidebar's combined filter) walk one
-- ordered range per grade, up to the page's depth, and count up to 1,501 entries. In the covering
-- index (items_available_type_quality_price, 130 MB at 1M items) an index-only scan unpacks every
-- covered column of each entry: page 50 of 'Rifle' and four grades took 0.60 ms warm and its
-- count 0.71. This index holds the keys alone (45 MB): 0.39 and 0.38 ms. The planner takes it for
-- the lists that test no other column. A sale adds nothing to it: the sold row is not 'available'.
CREATE INDEX "items_available_type_quality_narrow" ON "items" USING btree ("type","quality","price_cents","id") WHERE "items"."status" = 'available';
