import type { returnEvents, returns } from "@/models";
import type { ReturnReason, ReturnStatus } from "@/models/return-values";
import { centsToDollars } from "@/lib/money";

type ReturnRow = typeof returns.$inferSelect;

/** A return (RMA) as the calls answer it; money in dollars. */
export interface ReturnJson {
  _id: string;
  number: string;
  status: ReturnStatus;
  orderId: string;
  uid: string;
  quantity: number;
  reason: ReturnReason;
  note: string;
  vehicleId: string | null;
  /** What is owed back, set when the pieces were received (null before). */
  refund: number | null;
  restocked: boolean;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export const toReturnJson = (row: ReturnRow): ReturnJson => ({
  _id: row.id,
  number: row.number,
  status: row.status,
  orderId: row.orderId,
  uid: row.uid,
  quantity: row.quantity,
  reason: row.reason,
  note: row.note,
  vehicleId: row.vehicleId,
  refund: row.refundCents === null ? null : centsToDollars(row.refundCents),
  restocked: row.restocked,
  rejectionReason: row.rejectionReason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A row of the returns lists: the return and the part its order bought. */
export interface ReturnListJson extends ReturnJson {
  productName: string;
  /** The part's number, or null when the part is no longer in the catalog. */
  partNumber: string | null;
}

export const toReturnListJson = (
  row: ReturnRow,
  part: { productName: string; partNumber: string | null },
): ReturnListJson => ({ ...toReturnJson(row), ...part });

/** One step of a return's history. */
export interface ReturnEventJson {
  status: ReturnStatus;
  actorName: string | null;
  detail: string | null;
  at: string;
}

export const toReturnEventJson = (row: typeof returnEvents.$inferSelect): ReturnEventJson => ({
  status: row.status,
  actorName: row.actorName,
  detail: row.detail,
  at: row.createdAt.toISOString(),
});

/** A return with its order's part and its history (`GET /api/returns/{id}`). */
export interface ReturnDetailJson extends ReturnJson {
  productName: string;
  timeline: ReturnEventJson[];
}
