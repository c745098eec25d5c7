/** Money is kept in integer cents; the contract and the screens speak dollars. */
export const centsToDollars = (cents: number): number => cents / 100;

export const formatDollars = (dollars: number): string =>
  dollars.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
