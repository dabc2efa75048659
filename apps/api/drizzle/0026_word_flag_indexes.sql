-- hand-written INCLUDE
-- SCALE-40 (issue 20): a search's word 'StatTrak' or 'Souvenir' (SKIN-8) reads the words of those
-- items alone. In item_words_lexeme_price the flag is a filter: 'StatTrak AK-47 FT' read every
-- 'ak' and '47' row (58k at 1M items) to keep the StatTrak ones (3k). Covering like the whole
-- index (see 0023), so such a search stays index-only.
CREATE INDEX "item_words_stattrak" ON "item_words" USING btree ("lexeme","price_cents","item_id") INCLUDE ("float_value","discount_percentage","stattrak","souvenir","exterior_name") WHERE "item_words"."stattrak";--> statement-breakpoint
CREATE INDEX "item_words_souvenir" ON "item_words" USING btree ("lexeme","price_cents","item_id") INCLUDE ("float_value","discount_percentage","stattrak","souvenir","exterior_name") WHERE "item_words"."souvenir";
