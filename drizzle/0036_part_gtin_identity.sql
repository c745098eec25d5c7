-- One GTIN whatever its length (UPC 012345678905 = GTIN-14 00012345678905). Before the stricter
-- index, a number two parts hold in different lengths stays with the part that had it first.
UPDATE "parts" SET "gtin" = NULL WHERE "gtin" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "parts" AS "earlier"
  WHERE lpad("earlier"."gtin", 14, '0') = lpad("parts"."gtin", 14, '0')
    AND ("earlier"."created_at", "earlier"."id") < ("parts"."created_at", "parts"."id")
);--> statement-breakpoint
DROP INDEX "parts_gtin_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "parts_gtin_identity_idx" ON "parts" USING btree (lpad("gtin", 14, '0')) WHERE "parts"."gtin" is not null;
