/** My Orders as an order history: its headings and the words around the spec's texts. */
export const orderHistoryTexts = {
  caption: "Your orders",
  /** A shipped order's way to the Returns page's form (issue 34). */
  returnOrder: "Return",
  returnOrderOf: (product: string) => `Return ${product}`,
  columns: {
    image: "Image",
    product: "Product",
    quantity: "Quantity",
    unitPrice: "Unit price",
    shipTo: "Ship to",
    transactionId: "Transaction ID",
    status: "Status",
    pay: "Pay",
    delete: "Delete",
  },
  orderNumber: (number: string) => `Order #${number}`,
  checkoutNumber: (number: string) => `Checkout #${number}`,
  checkoutTitle: "Ordered and paid together",
  lines: (count: number) => (count === 1 ? "1 line" : `${count} lines`),
  total: (amount: string) => `Total ${amount}$`,
  lineTotal: "Line total",
  placedOn: "Placed",
  paidTogether: "Paid with its checkout",
  checkoutInvoiceLabel: (number: string) => `Invoice of checkout #${number}`,
  loading: "Loading your orders…",
  emptyHint: "Orders you place show up here, with their status, payment and invoice.",
} as const;
