import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { config } from "@/lib/config";
import { deliveredAt, readOrder, recordOrderEvent, type OrderRow } from "@/domains/ordering/server";
import { isCoreReturn } from "@/domains/returns/return-rules";
import { offersReturn } from "@/domains/ordering";
import { returnEventDetails, returnMessages } from "@/domains/returns/return-texts";
import type { ReturnRequestInput } from "@/domains/returns/returns";
import { toReturnJson, type ReturnJson } from "@/domains/returns/return-json";
import { returns, vehicles } from "@/models";
import { actsForBuyer } from "./return-access";
import { recordReturnEvent } from "./return-events";
import { piecesLeft } from "./returnable";
import { withinWindow } from "./return-window";

/** The vehicle a return names: the buyer's choice, else (for a catalog error) the order's. */
async function vehicleOf(tx: Tx, input: ReturnRequestInput, order: OrderRow) {
  const chosen = input.vehicleId ?? (input.reason === "wrong-part" ? order.vehicleId : null);
  if (!chosen) return null;
  const [vehicle] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.id, chosen));
  if (!vehicle) throw new AppError(422, returnMessages.unknownVehicle);
  return vehicle.id;
}

/** The refusals of a return the order cannot take (nothing is written). */
async function checkReturnable(tx: Tx, order: OrderRow, input: ReturnRequestInput) {
  const core = isCoreReturn(input.reason);
  if (!offersReturn(order)) throw new AppError(422, returnMessages.notDelivered);
  if (core && order.coreChargeCents === 0) throw new AppError(422, returnMessages.noCoreCharge);
  const settings = config();
  const days = core ? settings.coreReturnDays : settings.returnDays;
  if (!withinWindow(await deliveredAt(tx, order), days))
    throw new AppError(422, returnMessages.windowClosed(days));
  const left = await piecesLeft(tx, order, core);
  if (input.quantity > left) throw new AppError(409, returnMessages.tooMany(Math.max(left, 0)));
}

/**
 * `POST /api/returns`: opens a return of some of an order's pieces (or cores). Only the buyer or
 * their company's admin; anyone else's order is not found. The order's row stays locked while
 * the quantity left is counted, so two requests for its last pieces cannot both be taken.
 */
export async function requestReturn(
  actor: Actor | null,
  input: ReturnRequestInput,
): Promise<ReturnJson> {
  const user = requireUser(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await readOrder(input.orderId, { tx, lock: true });
    if (!order || !(await actsForBuyer(tx, user, order.uid))) throw new NotFoundError("Order");
    await checkReturnable(tx, order, input);
    const [row] = await tx
      .insert(returns)
      .values({
        orderId: order.id,
        uid: user.uid,
        quantity: input.quantity,
        reason: input.reason,
        note: input.note ?? "",
        vehicleId: await vehicleOf(tx, input, order),
      })
      .returning();
    const detail = returnEventDetails.requested(row!.number, row!.quantity, row!.reason);
    await recordReturnEvent(tx, row!.id, "requested", user, detail);
    await recordOrderEvent(tx, { type: "return_requested", order, actor: user, detail });
    return toReturnJson(row!);
  });
}
