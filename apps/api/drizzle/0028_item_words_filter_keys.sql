-- hand-written INCLUDE
-- SCALE-55 (issue 20): a search narrowed by a type, a quality or an exterior reads that filter's
-- matches as a key range of the word table, in price order. In item_words_lexeme_price the filter
-- is a filter: 'fade' with Covert at 1M items read 17,294 rows to count 1,501 (1.9 ms; 0.6 ms here).
-- Only SKIN-8's flags are included ('StatTrak AK-47 FT' tests them alongside the exterior): about
-- 250 MB each at 1M items, against 586 MB for the covering index.
CREATE INDEX "item_words_type" ON "item_words" USING btree ("lexeme","type","price_cents","item_id") INCLUDE ("stattrak","souvenir");--> statement-breakpoint
CREATE INDEX "item_words_quality" ON "item_words" USING btree ("lexeme","quality","price_cents","item_id") INCLUDE ("stattrak","souvenir");--> statement-breakpoint
CREATE INDEX "item_words_exterior" ON "item_words" USING btree ("lexeme","exterior_name","price_cents","item_id") INCLUDE ("stattrak","souvenir");--> statement-breakpoint
ANALYZE "item_words";
