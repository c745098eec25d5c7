import "server-only";
import { sql, type WithSubquery } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { Bindable } from "@/lib/db/bindable";
import type { Actor } from "@/lib/auth/actor";
import { orderEvents } from "@/models";
import type { OrderEventKind } from "@/models";

/** Who did it: a signed-in user (kept by uid and name), or null for the system. */
export type EventActor = Pick<Actor, "uid" | "name"> | null;

export interface OrderEventInput {
  type: OrderEventKind;
  order: { id: string; checkoutId: string | null };
  actor: EventActor;
  detail?: string | null;
}

const rowOf = ({ type, order, actor, detail }: OrderEventInput) => ({
  orderId: order.id,
  checkoutId: order.checkoutId,
  type,
  actorUid: actor?.uid ?? null,
  actorName: actor?.name ?? null,
  detail: detail ?? null,
});

/**
 * Appends events to orders' history inside the caller's transaction, so an event exists exactly
 * when the change it records was committed.
 */
export async function recordOrderEvents(tx: Tx, events: OrderEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await orderEventsInsert(tx, events);
}

/**
 * The insert of these events (at least one) as a statement not yet run: for a change that sends
 * it to the database together with its next statement (sendJob's `alongside`).
 */
export const orderEventsInsert = (tx: Tx, events: OrderEventInput[]) =>
  tx.insert(orderEvents).values(events.map(rowOf));

/** One event; see recordOrderEvents. */
export const recordOrderEvent = (tx: Tx, event: OrderEventInput) => recordOrderEvents(tx, [event]);

/** An event's row, each value given or left to a prepared statement's placeholder. */
export type EventRowBinding = {
  [K in keyof ReturnType<typeof rowOf>]: Bindable<ReturnType<typeof rowOf>[K]>;
};

/**
 * The insert of one event as a CTE for a statement not yet run, made only if `onlyWith` (an
 * earlier CTE of that statement) yields a row: the change and its event in one statement.
 */
export function orderEventInsertCte(db: Db | Tx, row: EventRowBinding, onlyWith: WithSubquery) {
  // INSERT … SELECT names every column, in the table's order (the id's default is made here).
  const values = {
    id: sql`gen_random_uuid()::text`.as("id"),
    orderId: sql`${row.orderId}`.as("order_id"),
    checkoutId: sql`${row.checkoutId}`.as("checkout_id"),
    type: sql`${row.type}::order_event_type`.as("type"),
    actorUid: sql`${row.actorUid}`.as("actor_uid"),
    actorName: sql`${row.actorName}`.as("actor_name"),
    detail: sql`${row.detail}`.as("detail"),
    createdAt: sql`clock_timestamp()`.as("created_at"),
  };
  return db
    .$with("added_event")
    .as(db.insert(orderEvents).select((qb) => qb.select(values).from(onlyWith)));
}
