CREATE TABLE "item_facet_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delta" smallint NOT NULL,
	"type" text NOT NULL,
	"quality" text,
	"hero" text,
	"exterior_name" text,
	"item_class" text,
	CONSTRAINT "item_facet_deltas_delta_unit" CHECK ("item_facet_deltas"."delta" IN (-1, 1))
);
