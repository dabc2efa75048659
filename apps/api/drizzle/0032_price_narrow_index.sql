-- SCALE-66 (issue 20): the default pages (no filter but a price range) walk up to 100-200 pages
-- deep, and their counts read up to 1,501 rows. items_available_price covers every list filter's
-- column (see 0019), 141 MB at 1M items, more than PostgreSQL's default shared buffers, and an
-- index-only scan unpacks every column of each entry it reads: a walk of 4,800 entries took
-- 0.94 ms warm. This index holds the keys alone (21 MB): 0.64 ms. The planner takes it for the
-- lists that need no other column. A sale adds nothing to it: the sold row is not 'available'.
CREATE INDEX "items_available_price_narrow" ON "items" USING btree ("price_cents","id") WHERE "items"."status" = 'available';
