import { formatMoney } from "@/lib/money";

/** A core deposit's words: a remanufactured part's refundable charge for its old unit. */
export const coreChargeTexts = {
  /** Where there is no quantity (a card, the part page): the deposit per piece. */
  perPiece: (each: number) =>
    `Core deposit ${formatMoney(each)}, refunded when the old part is returned`,
  /** A line's deposit: per piece × quantity. */
  line: (each: number, quantity: number) =>
    `Core deposit ${formatMoney(each)} × ${quantity}, refunded when the old part is returned`,
  /** The deposits of many lines together, where the lines are not listed (a checkout's quote). */
  total: "Core deposits, refunded when the old parts are returned",
} as const;
