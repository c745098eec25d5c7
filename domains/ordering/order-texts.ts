// The purchase, order and payment screens' texts, copied exactly from the specification.
import { STOCK_OUT } from "@/domains/catalog";
import { commonMessages } from "@/lib/validation/common-texts";

/** Texts of the purchase, order and payment screens (spec sections 2, 4, 5 and 8). */
export const orderMessages = {
  phoneRequired: "Phone field is required",
  phoneNotNumber: "Phone Number must be number value",
  addressRequired: "Address field is required",
  quantityRequired: "Order Quantity field is required",
  aboveStock: (available: number) => `Your order quantity should be in ${available}`,
  belowMinimum: (minimum: number) => `Quantity must be greater than ${minimum}`,
  stockOut: STOCK_OUT,
  somethingWrong: commonMessages.somethingWrong,
  placed: "Your order has been placed.",
  notPlacedYet: "Not Order Placed yet.",
  makeOrder: "Make Order",
  noOrdersAdmin: "No Order Placed yet.",
  noTransaction: "Not Available yet.",
  confirmTitle: "Are you sure?",
  confirmText: "You won't be able to revert this!",
  deletedTitle: commonMessages.deletedTitle,
  deletedByCustomer: "Your order has been deleted.",
  deletedByAdmin: "Order has been deleted.",
  shippedTitle: "Yeah!",
  shippedText: "Your Product is shipped.",
  paidTitle: "Congrats!!",
  paidText: (transactionId: string) =>
    `Payment successfully done. Here is your TransactionID ${transactionId}`,
  payButton: (total: string) => `Pay ${total}$`,
  priceChanged: "The price in the order does not match the product's price.",
  alreadyPaid: "This order is already paid.",
  paidOrderNotDeletable: "A paid order cannot be deleted; ask us for a refund.",
  shippedOrderNotDeletable: "A shipped order cannot be deleted.",
  notPaidNotShippable: "Only a paid order can be shipped.",
  alreadyShipped: "This order is already shipped.",
  paymentNotConfirmed: "The payment provider has not confirmed this payment.",
  paymentsNotConfigured:
    "Card payments are not configured on this shop yet, so orders cannot be paid online. Please contact us to pay for your order.",
  testModeTitle: "Test mode — no real charge",
  totalAbovePaymentLimit: (maxDollars: string) =>
    `This order's total is above ${maxDollars}$, the most that can be charged in one card payment, so it cannot be paid online. Please contact us.`,
  refundInProgress: "A refund of this order is in progress.",
  paymentProcessing: "A payment for this order is being processed. Try again shortly.",
  noTransactionToRefund: "This paid order has no transaction to refund.",
  refundFailed: (reason: string) => `The refund failed (${reason}), so the order was not deleted.`,
  tooManyUnpaid: (max: number) =>
    `You already have ${max} unpaid orders. Pay for or delete one of them before placing another.`,
  orderExpired:
    "This order expired before it was paid, and its stock went back on sale. Please place a new order.",
  orderTotalTooHigh: (maxDollars: string) =>
    `An order's total can be at most ${maxDollars}$, the most one card payment can take. Please order fewer pieces.`,
  /** An order whose address named no state: shipping and tax were priced for the shop's default. */
  destinationDefaulted: (state: string) =>
    `No state was given with the address: shipping and tax are for the shop's default state, ${state}.`,
} as const;

/** What a customer sees of an order's state; the admin view says Pending until it ships. */
export const orderStatusLabels = {
  customer: { unpaid: "Pending", paid: "Processing", shipped: "Delivered" },
  admin: { unpaid: "Pending", paid: "Pending", shipped: "Delivered" },
  unpaidFlag: "Unpaid",
  paidFlag: "Paid",
  /** Billed on a company's invoice: it ships before it is paid. */
  onAccountFlag: "On account",
  /** An unpaid order whose hold ran out: its stock went back on sale. */
  expired: "Expired",
} as const;
