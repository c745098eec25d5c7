import { formatFixed } from "./number-format";

/** Money is kept in integer cents; the contract and the screens speak dollars. */
export const centsToDollars = (cents: number): number => cents / 100;

export const formatDollars = (amount: number): string => formatFixed(amount, 2);

/** An amount as the spec writes money everywhere (screens, mails, PDFs): "21.90$". */
export const formatMoney = (amount: number): string => `${formatDollars(amount)}$`;
