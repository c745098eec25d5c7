import "server-only";
import { inArray } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { parts } from "@/models";
import { unitPriceCents } from "@/domains/catalog";
import type { ShipmentLine } from "@/domains/shipping/shipping-price";
import { shippingMessages as m } from "@/domains/shipping/shipping-texts";

export interface PartLine {
  partId: string;
  quantity: number;
}

/**
 * The lines as shipping weighs them (each part's weight and longest side, from the catalog),
 * and their value at the public prices (price breaks included). An unknown part is a 400.
 */
export async function shipmentLines(
  db: Db | Tx,
  lines: PartLine[],
): Promise<{ lines: ShipmentLine[]; subtotalCents: number }> {
  const ids = [...new Set(lines.map((line) => line.partId))];
  const rows = await db
    .select({
      id: parts.id,
      weight: parts.weight,
      dimensions: parts.dimensions,
      priceCents: parts.priceCents,
      priceTiers: parts.priceTiers,
    })
    .from(parts)
    .where(inArray(parts.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) throw new AppError(400, m.unknownParts(unknown));
  let subtotalCents = 0;
  const shipment = lines.map(({ partId, quantity }) => {
    const part = byId.get(partId)!;
    subtotalCents += unitPriceCents(part, quantity) * quantity;
    const size = part.dimensions;
    return {
      weightLb: part.weight,
      quantity,
      longestSideIn: size ? Math.max(size.length, size.width, size.height) : null,
    };
  });
  return { lines: shipment, subtotalCents };
}
