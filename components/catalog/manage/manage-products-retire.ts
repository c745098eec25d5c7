"use client";

import type { ConfirmedAction } from "@/components/ui/confirmed-action-dialogs";
import { setPartRetired } from "@/domains/catalog/client/parts";
import type { PartJson } from "@/domains/catalog/part-json";
import { retirementTexts as texts } from "@/domains/catalog/retirement-texts";

/**
 * Retiring a product (it leaves the shop; its orders keep it), or selling a retired one again.
 * Unlike deleting, it can be undone, and the part's page tells visitors it is gone.
 */
export function retireProductAction(part: PartJson): ConfirmedAction {
  const retire = !part.retired;
  return {
    confirmLabel: retire ? texts.retire : texts.bringBack,
    text: retire ? texts.confirmRetire(part.productName) : texts.confirmSellAgain(part.productName),
    run: async () => (await setPartRetired(part._id, retire)).retired === retire,
    success: retire
      ? { title: texts.retiredBadge, text: texts.retired(part.productName) }
      : { title: texts.onSaleAgain, text: texts.broughtBack(part.productName) },
  };
}
