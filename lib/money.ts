/** Money is kept in integer cents; the contract and the screens speak dollars. */
export const centsToDollars = (cents: number): number => cents / 100;

// One formatter, made once: toLocaleString with options builds a new one on every call.
const dollars = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const formatDollars = (amount: number): string => dollars.format(amount);

/** An amount as the spec writes money everywhere (screens, mails, PDFs): "21.90$". */
export const formatMoney = (amount: number): string => `${formatDollars(amount)}$`;
