// Retirement's texts: Manage Products' and the retired part's page (not the shop's browser code).
/** Manage Products' retirement: the row action, its confirmation and the table's badge. */
export const retirementTexts = {
  retire: "Retire",
  bringBack: "Sell again",
  onSaleAgain: "On sale again",
  retiredBadge: "Retired",
  retiredFilter: "Retired only",
  confirmRetire: (name: string) =>
    `Retire ${name}? It leaves the shop and search, its page answers "no longer sold", and its orders keep it. You can sell it again later.`,
  confirmSellAgain: (name: string) =>
    `Sell ${name} again? It returns to the shop and search with its current price and stock.`,
  retired: (name: string) => `${name} is retired: it is no longer sold.`,
  broughtBack: (name: string) => `${name} is on sale again.`,
  retiredPageTitle: "No longer sold",
  retiredPageLead: (name: string, partNumber: string) =>
    `${name} (${partNumber}) is no longer sold by Redline Parts.`,
  retiredPageSearch: (category: string) => `See other parts in ${category}`,
} as const;
