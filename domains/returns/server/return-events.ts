import "server-only";
import type { Tx } from "@/lib/db";
import type { ReturnStatus } from "@/models/return-values";
import { returnEvents } from "@/models";

type EventActor = { uid: string; name: string } | null;

/** Appends a step to the return's history, in the caller's transaction. */
export async function recordReturnEvent(
  tx: Tx,
  returnId: string,
  status: ReturnStatus,
  actor: EventActor,
  detail: string,
) {
  await tx.insert(returnEvents).values({
    returnId,
    status,
    actorUid: actor?.uid ?? null,
    actorName: actor?.name ?? null,
    detail,
  });
}
