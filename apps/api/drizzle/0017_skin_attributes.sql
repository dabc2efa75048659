ALTER TABLE "item_facet_deltas" ADD COLUMN "phase" text;--> statement-breakpoint
ALTER TABLE "item_facet_deltas" ADD COLUMN "stattrak" text;--> statement-breakpoint
ALTER TABLE "item_facet_deltas" ADD COLUMN "stickers" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "float_value" double precision;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "paint_seed" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "phase" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "stattrak" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "souvenir" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "stickers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "charms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "inspect_link" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "trade_lock_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "items_available_float" ON "items" USING btree ("float_value","id") WHERE "items"."status" = 'available';--> statement-breakpoint
CREATE INDEX "items_available_float_desc" ON "items" USING btree ("float_value" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."status" = 'available';--> statement-breakpoint
CREATE INDEX "items_available_paint_seed" ON "items" USING btree ("paint_seed","price_cents") WHERE "items"."status" = 'available' AND "items"."paint_seed" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "items_available_phase" ON "items" USING btree ("phase","price_cents") WHERE "items"."status" = 'available' AND "items"."phase" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_float_range" CHECK ("items"."float_value" IS NULL OR "items"."float_value" BETWEEN 0 AND 1);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_paint_seed_range" CHECK ("items"."paint_seed" IS NULL OR "items"."paint_seed" BETWEEN 0 AND 1000);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_stattrak_or_souvenir" CHECK (NOT ("items"."stattrak" AND "items"."souvenir"));--> statement-breakpoint
-- hand-written: SKIN-1 backfill of items listed before issue 19. The flags follow item_class; the
-- float is a stable point (from the id) inside the item's exterior range, so exterior_name stays true.
UPDATE "items" SET
  "stattrak" = ("item_class" = 'StatTrak™'),
  "souvenir" = ("item_class" = 'Souvenir'),
  "float_value" = CASE "exterior_name"
    WHEN 'Factory New' THEN 0.00 + 0.07 * (("id"::bigint * 7919) % 1000) / 1000.0
    WHEN 'Minimal Wear' THEN 0.07 + 0.08 * (("id"::bigint * 7919) % 1000) / 1000.0
    WHEN 'Field-Tested' THEN 0.15 + 0.23 * (("id"::bigint * 7919) % 1000) / 1000.0
    WHEN 'Well-Worn' THEN 0.38 + 0.07 * (("id"::bigint * 7919) % 1000) / 1000.0
    WHEN 'Battle-Scarred' THEN 0.45 + 0.55 * (("id"::bigint * 7919) % 1000) / 1000.0
  END
WHERE "item_class" IN ('StatTrak™', 'Souvenir') OR "exterior_name" IN ('Factory New', 'Minimal Wear', 'Field-Tested', 'Well-Worn', 'Battle-Scarred');--> statement-breakpoint
-- hand-written: SKIN-7 facet counts of the new kinds (stattrak, stickers; phase is empty until set).
INSERT INTO "item_facets" ("category_id", "kind", "value", "item_count")
SELECT r.id, 'stattrak', CASE WHEN i.stattrak THEN 'stattrak' WHEN i.souvenir THEN 'souvenir' ELSE 'normal' END, count(*)::int
FROM "items" i CROSS JOIN (SELECT id FROM "categories" WHERE parent_id IS NULL ORDER BY position, id LIMIT 1) r
WHERE i.status = 'available'
GROUP BY r.id, 3
ON CONFLICT DO NOTHING;
