"use client";

import type { ConfirmedAction } from "@/components/ui/confirmed-action-dialogs";
import { deletePart } from "@/lib/client/parts";
import type { PartJson } from "@/lib/contract/part";
import { catalogMessages, orderMessages } from "@/lib/validation/spec-texts";

/** Removing a product from the shop; orders keep their own copy of it. */
export function deleteProductAction(part: PartJson): ConfirmedAction {
  return {
    confirmLabel: "Delete",
    run: async () => {
      const { deletedCount } = await deletePart(part._id);
      return deletedCount > 0;
    },
    success: { title: orderMessages.deletedTitle, text: catalogMessages.productsDeleted },
  };
}
