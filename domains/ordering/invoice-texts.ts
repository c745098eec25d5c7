/** Texts of invoices. */
export const invoiceMessages = {
  notPaid: "An invoice is made once the order is paid.",
  checkoutNotPaid: "An invoice is made once the checkout is paid.",
  title: "Invoice",
  button: "Invoice",
  date: "Date",
  billTo: "Bill to",
  shipTo: (address: string, phone: string) => `Ship to: ${address} (phone ${phone})`,
  columns: ["Product", "Qty", "Unit price", "Total"],
  priceBreak: (listPrice: string) => `price break (list ${listPrice}$)`,
  paidWith: (transactionId: string) => `Paid by card, transaction ${transactionId}`,
  poNumber: (poNumber: string) => `PO number: ${poNumber}`,
  onAccount:
    "This order is billed on your company's invoice: download it under Invoices in your dashboard.",
} as const;
