/** The technical limits the forms and the server share; the texts that name them are in spec-texts.ts. */
export const REVIEW_MAX_LENGTH = 250;
/** A customer may post this many reviews in any 24 hours (the spam of 400 in 3 s). */
export const REVIEWS_PER_DAY = 1;
/** The home page's carousel shows the latest reviews, not every one ever posted. */
export const HOME_REVIEWS_SHOWN = 12;
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;

/** A JSON body is a form's worth of fields: far below this. Larger ones are refused unread. */
export const JSON_BODY_MAX_BYTES = 100 * 1024;
/** Stripe's events are a few kilobytes; this leaves room for the largest. */
export const WEBHOOK_BODY_MAX_BYTES = 512 * 1024;
export const bodyTooLarge = (maxBytes: number) =>
  `The request body is too large: at most ${maxBytes / 1024} KB.`;

/** The finder's search text: part numbers and a few words, never a pasted page. */
export const SEARCH_TEXT_MAX = 200;
/** A brand's name, and how many brands one filter may combine. */
export const BRAND_MAX = 60;
export const BRANDS_PER_FILTER_MAX = 20;

/** A part's own number and each OEM number; how many OEM numbers and specs a part may list. */
export const PART_NUMBER_MAX = 40;
export const OEM_NUMBERS_MAX = 20;
export const SPECS_MAX = 30;
/** A packed part's weight (pounds) and each side of its package (inches): more is a typo. */
export const PART_WEIGHT_MAX_LB = 10_000;
export const PART_SIDE_MAX_IN = 1_000;

/** Vehicle fitment: the years a vehicle may have (the table's check) and its names' lengths. */
export const VEHICLE_YEAR_MIN = 1900;
export const VEHICLE_YEAR_MAX = 2100;
export const VEHICLE_TEXT_MAX = 60;
/** A fitment row's position ("Front Left") and note ("with A/C"), and its quantity per vehicle. */
export const FITMENT_POSITION_MAX = 60;
export const FITMENT_NOTE_MAX = 200;
export const FITMENT_QUANTITY_MAX = 1000;
/** The rows one part's fitment list may hold once its year ranges are expanded. */
export const FITMENT_ROWS_MAX = 2000;
/** The parts one fit-state call may ask about (a page of the shop is at most 100). */
export const FIT_PARTS_MAX = 100;
/** The vehicles a garage holds. */
export const GARAGE_MAX = 10;

/** Lines a cart batch may carry: a quick order of 2,000 lines fits. */
export const CART_BATCH_MAX = 2500;
/** Lines a guest's cart preview may carry (the browser keeps no more). */
export const CART_PREVIEW_MAX = 200;
/** Distinct lines one cart keeps. */
export const CART_LINES_MAX = 500;
/** Shared lists: how many one company (or user) keeps, the lines of one, a list's name. */
export const LISTS_MAX = 50;
export const LIST_LINES_MAX = 200;
export const LIST_NAME_MAX = 80;

/** A city's name on a shipping address ("Truth or Consequences" fits many times over). */
export const CITY_MAX = 80;
