"use client";

import type { ConfirmedAction } from "@/components/ui/confirmed-action-dialogs";
import { apiFetch } from "@/lib/client/api";
import type { PartJson } from "@/lib/contract/part";
import { catalogMessages, orderMessages } from "@/lib/validation/spec-texts";

/** Removing a product from the shop; orders keep their own copy of it. */
export function deleteProductAction(part: PartJson): ConfirmedAction {
  return {
    confirmLabel: "Delete",
    run: async () => {
      const { deletedCount } = await apiFetch<{ deletedCount: number }>(
        `/api/parts/${encodeURIComponent(part._id)}`,
        { method: "DELETE" },
      );
      return deletedCount > 0;
    },
    success: { title: orderMessages.deletedTitle, text: catalogMessages.productsDeleted },
  };
}
