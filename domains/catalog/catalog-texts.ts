// The catalog's texts (parts, the finder, part data, uploads): the specification's, and ours.
import {
  BRANDS_PER_FILTER_MAX,
  BRAND_MAX,
  OEM_NUMBERS_MAX,
  PART_NUMBER_MAX,
  SEARCH_TEXT_MAX,
  SPECS_MAX,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
} from "@/lib/validation/limits";
import { formatDecimal } from "@/lib/number-format";

/**
 * A retired part: its page (410), its API answer, a cart, a checkout, an order, quick order.
 * Its own export: the browser's line judge needs it without the rest of the catalog's texts.
 */
export const PART_RETIRED = "This part is no longer sold.";

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
  partRetired: PART_RETIRED,
  imageHostNotAllowed: (host: string) =>
    `Images from ${host} are not allowed. Upload the file instead, or use an allowed image host.`,
} as const;

/** The parts finder's answers to a query it cannot take (not in the spec). */
export const finderMessages = {
  searchTooLong: `The search is too long: at most ${SEARCH_TEXT_MAX} characters.`,
  searchHasControlCharacter: "The search contains a character that is not allowed.",
  unknownCategory: "Unknown category: choose one of the shop's categories.",
  brandTooLong: `A brand name is at most ${BRAND_MAX} characters.`,
  brandHasControlCharacter: "A brand name contains a character that is not allowed.",
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

/** What the shop says where a number another part replaces was asked for (search, quick order). */
export const supersessionNote = (replaced: string, current: string) =>
  `${replaced} was replaced by ${current}.`;

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
  supersededNumberShape: (number: string) =>
    `"${number}" is not a part number: a replaced number uses letters and digits, with dashes, dots, slashes or spaces between them`,
  tooManySupersededNumbers: `At most ${OEM_NUMBERS_MAX} replaced numbers`,
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

/** A part's package on the admin forms and its page: what shipping is priced on. */
export const packageMessages = {
  weightLabel: "Weight (lb)",
  weightHint: "The packed part's weight in pounds: shipping is priced on it.",
  dimensionsLegend: "Package size (in, optional)",
  dimensionsHint: "Length, width and height in inches: all three, or none.",
  sideLabels: { length: "Length", width: "Width", height: "Height" },
  allThreeSides: "Give the length, the width and the height, or none of them",
  weightRow: "Weight",
  sizeRow: "Package size",
  weightSpec: (pounds: number) => `${formatDecimal(pounds)} lb`,
  dimensionsSpec: ({ length, width, height }: { length: number; width: number; height: number }) =>
    `${length} × ${width} × ${height} in`,
} as const;
