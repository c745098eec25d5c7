"use client";

import type { ConfirmedAction } from "@/components/ui/confirmed-action-dialogs";
import { deletePart } from "@/domains/catalog/client/parts";
import type { PartJson } from "@/domains/catalog/part-json";
import { catalogMessages } from "@/domains/catalog/catalog-texts";
import { commonMessages } from "@/lib/validation/common-texts";

/** Removing a product from the shop; orders keep their own copy of it. */
export function deleteProductAction(part: PartJson): ConfirmedAction {
  return {
    confirmLabel: "Delete",
    run: async () => {
      const { deletedCount } = await deletePart(part._id);
      return deletedCount > 0;
    },
    success: { title: commonMessages.deletedTitle, text: catalogMessages.productsDeleted },
  };
}
