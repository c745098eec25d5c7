import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { CartLineInput } from "@/domains/ordering/cart";
import { cartMessages } from "@/domains/ordering/cart-texts";
import { partFitStates } from "@/domains/fitment/server";
import type { FitState } from "@/domains/fitment";
import { vehicles } from "@/models";

/** A part is bought for a vehicle only when it is one of the parts found for it. */
const BOUGHT_FOR: ReadonlySet<FitState> = new Set(["fits", "conditional", "universal"]);

/**
 * The lines with each vehicleId checked: a vehicle the shop does not have is a 400 (nothing
 * written); a part that does not fit the vehicle is kept without it. Run before the cart's
 * transaction: the fit states are read on a connection of their own.
 */
export async function withFittingVehicles(
  db: Db,
  lines: CartLineInput[],
): Promise<CartLineInput[]> {
  const named = [...new Set(lines.flatMap((line) => (line.vehicleId ? [line.vehicleId] : [])))];
  if (named.length === 0) return lines;
  const found = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(inArray(vehicles.id, named));
  if (found.length < named.length) throw new AppError(400, cartMessages.unknownVehicle);
  const fitting = new Set<string>();
  for (const vehicleId of named) {
    const partIds = lines.filter((line) => line.vehicleId === vehicleId).map((line) => line.partId);
    for (const { partId, fitment } of await partFitStates(vehicleId, partIds))
      if (BOUGHT_FOR.has(fitment)) fitting.add(`${vehicleId}/${partId}`);
  }
  return lines.map(({ vehicleId, ...line }) =>
    vehicleId && fitting.has(`${vehicleId}/${line.partId}`) ? { ...line, vehicleId } : line,
  );
}
