/**
 * The texts a user reads (the specification's, copied exactly, and our own beside them), kept in
 * one place so a form and the server that checks it say the same words. Limits live in limits.ts.
 */
import {
  BRAND_MAX,
  BRANDS_PER_FILTER_MAX,
  FIT_PARTS_MAX,
  FITMENT_NOTE_MAX,
  FITMENT_POSITION_MAX,
  FITMENT_QUANTITY_MAX,
  FITMENT_ROWS_MAX,
  GARAGE_MAX,
  VEHICLE_TEXT_MAX,
  VEHICLE_YEAR_MAX,
  VEHICLE_YEAR_MIN,
  OEM_NUMBERS_MAX,
  PART_NUMBER_MAX,
  SPECS_MAX,
  SEARCH_TEXT_MAX,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
} from "./limits";
import { STOCK_OUT } from "./stock-texts";

// The account, newsletter and contact texts live apart: the public pages' forms load them alone.
export { accountMessages, authMessages, TOAST_MS } from "./account-texts";

/** Texts of the purchase, order and payment screens (spec sections 2, 4, 5 and 8). */
export const orderMessages = {
  phoneRequired: "Phone field is required",
  phoneNotNumber: "Phone Number must be number value",
  addressRequired: "Address field is required",
  quantityRequired: "Order Quantity field is required",
  aboveStock: (available: number) => `Your order quantity should be in ${available}`,
  belowMinimum: (minimum: number) => `Quantity must be greater than ${minimum}`,
  stockOut: STOCK_OUT,
  somethingWrong: "Something went wrong",
  placed: "Your order has been placed.",
  notPlacedYet: "Not Order Placed yet.",
  makeOrder: "Make Order",
  noOrdersAdmin: "No Order Placed yet.",
  noTransaction: "Not Available yet.",
  confirmTitle: "Are you sure?",
  confirmText: "You won't be able to revert this!",
  deletedTitle: "Deleted!",
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
} as const;

/** What a customer sees of an order's state; the admin view says Pending until it ships. */
export const orderStatusLabels = {
  customer: { unpaid: "Pending", paid: "Processing", shipped: "Delivered" },
  admin: { unpaid: "Pending", paid: "Pending", shipped: "Delivered" },
  unpaidFlag: "Unpaid",
  paidFlag: "Paid",
  /** An unpaid order whose hold ran out: its stock went back on sale. */
  expired: "Expired",
} as const;

/** Texts of the catalog and review screens (spec sections 2, 5 and 8). */
export const catalogMessages = {
  productNameRequired: "Product name is required",
  availableQtyRequired: "Available Quantity is required",
  orderQtyRequired: "Maximum Order Quantity is required",
  priceRequired: "Price Field is required",
  descriptionRequired: "Product Description Field is required",
  imageRequired: "Product Image Field is required",
  saveProduct: "Save Product",
  sendingProduct: "Sending Product...",
  productAdded: "Product Added Successfully",
  stockNegative: "Stock can't be negative!",
  productUpdated: (name: string) => `${name} product updated successfully`,
  productsDeleted: "Products has been deleted.",
  noProducts: "No product available yet.",
  reviewInvalid: "Provide Valid Information",
  reviewAdded: "Review added successfully",
  reviewLimitReached: "Stop! Enough",
  sendFeedback: "Send Feedback",
  reviewOncePerDay:
    "You have already posted a review in the last 24 hours. You can add another one tomorrow.",
  reviewDeleted: "Review has been deleted.",
  noReviews: "No review posted yet.",
  stockChangedWhileEditing: (current: number) =>
    `The stock changed to ${current} pcs while you were editing. Check it and save again.`,
  imageHostNotAllowed: (host: string) =>
    `Images from ${host} are not allowed. Upload the file instead, or use an allowed image host.`,
} as const;

/** The parts finder's answers to a query it cannot take (not in the spec). */
export const finderMessages = {
  searchTooLong: `The search is too long: at most ${SEARCH_TEXT_MAX} characters.`,
  unknownCategory: "Unknown category: choose one of the shop's categories.",
  brandTooLong: `A brand name is at most ${BRAND_MAX} characters.`,
  tooManyBrands: `At most ${BRANDS_PER_FILTER_MAX} brands can be chosen at once.`,
  badPrice: (name: string) => `${name} must be an amount in dollars, 0 or more, like 25 or 19.99.`,
  priceRangeReversed: "minPrice must not be more than maxPrice.",
  badInStock: "inStock must be 1 (only parts in stock) or 0.",
  badSort:
    "sort must be 1 (newest first), -1 (oldest first), price-asc, price-desc or name, or a column (createdAt, price, name, stock, partNumber) with order asc or desc.",
  badVehicle: "vehicle must be a vehicle's id (from GET /api/vehicles).",
  badAsTyped: "asTyped must be 1 (search for the words as typed) or 0.",
  // "Showing results for brake pads — search instead for brkae pads" (issue 28).
  showingResultsFor: "Showing results for",
  searchInsteadFor: "search instead for",
  fittingOnly: (vehicle: string) =>
    `Only parts that fit ${vehicle} are listed; parts that do not fit are hidden.`,
  showAllParts: "Show all parts",
} as const;

/** A part's catalog data as admins enter it (not in the spec). */
export const partDataMessages = {
  partNumberRequired: "Part number is required",
  partNumberShape: `A part number uses letters and digits, with dashes, dots, slashes or spaces between them (at most ${PART_NUMBER_MAX} characters)`,
  partNumberTaken: (partNumber: string) =>
    `Part number ${partNumber} is already used by another part (spellings that differ only in dashes, spaces, dots or case are the same number).`,
  brandRequired: "Brand is required",
  categoryRequired: "Choose a category from the list",
  oemNumberShape: (oemNumber: string) =>
    `OEM number "${oemNumber}" is not a part number: letters and digits, with dashes, dots, slashes or spaces (at most ${PART_NUMBER_MAX} characters)`,
  tooManyOemNumbers: `At most ${OEM_NUMBERS_MAX} OEM numbers`,
  tooManySpecs: `At most ${SPECS_MAX} specifications`,
  specIncomplete: "Each specification needs a name and a value",
  // How the admin forms' two list fields are typed, and what a bad line of specs says.
  oemNumbersHint: "One number per line, or separated by commas.",
  specsHint: 'One specification per line, as "Name: Value" (e.g. "Material: Ceramic").',
  specLine: {
    noColon: (lineNumber: number, line: string) =>
      `Line ${lineNumber} of the specifications ("${line}") needs a name and a value separated by ":", as "Name: Value"`,
    invalid: (lineNumber: number, line: string, why: string) =>
      `Line ${lineNumber} of the specifications ("${line}"): ${why}`,
  },
} as const;

/** Why an upload was refused, on the screen before sending and from the server after. */
export const uploadMessages = {
  notAnImage: "The file is not an image we accept. Upload a JPEG, PNG, WebP, GIF or AVIF image.",
  tooLarge: `The file is too large: at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyPixels: `The image is too large: at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`,
  unreadable: "The image could not be read; it may be damaged or incomplete.",
} as const;

/** The vehicle selects' and the fit-state call's answers to a query they cannot take. */
export const vehicleMessages = {
  required: (name: string) => `${name} is required.`,
  badYear: (name: string) =>
    `${name} must be a whole number from ${VEHICLE_YEAR_MIN} to ${VEHICLE_YEAR_MAX}.`,
  textTooLong: (name: string) => `${name} is at most ${VEHICLE_TEXT_MAX} characters.`,
  badText: (name: string) => `${name} contains a character that is not allowed.`,
  partRequired: "Name at least one part: part=ID (repeat it for more).",
  tooManyParts: `At most ${FIT_PARTS_MAX} parts can be asked about at once.`,
  badPartId: "A part id is letters, digits, dashes and underscores only.",
} as const;

/** An admin's fitment list for a part (the editor and PUT /api/parts/{id}/fitment). */
export const fitmentMessages = {
  rowsRequired: "fitment must be a list of rows (it may be empty).",
  tooManyRows: `A part's fitment holds at most ${FITMENT_ROWS_MAX.toLocaleString("en-US")} rows (each year of a range is one).`,
  badUniversal: "universal must be true or false.",
  row: (line: number, why: string) => `Row ${line}: ${why}`,
  vehicleOrRange: "give a vehicleId, or yearFrom, yearTo, make and model.",
  badVehicleId: "vehicleId is not a vehicle id.",
  unknownVehicle: "no vehicle has this vehicleId.",
  yearsReversed: "yearFrom must not be after yearTo.",
  noVehicle: (vehicle: string) => `no vehicle ${vehicle} is known.`,
  positionTooLong: `a position is at most ${FITMENT_POSITION_MAX} characters.`,
  noteTooLong: `a note is at most ${FITMENT_NOTE_MAX} characters.`,
  badQuantity: `quantity must be a whole number from 1 to ${FITMENT_QUANTITY_MAX}.`,
  duplicate: (vehicle: string, otherLine: number) =>
    `${vehicle} is listed twice at this position (also in row ${otherLine}).`,
} as const;

/** My Garage. */
export const garageMessages = {
  full: `Your garage holds at most ${GARAGE_MAX} vehicles. Remove one to add another.`,
  notInGarage: "This vehicle is not in your garage.",
} as const;
