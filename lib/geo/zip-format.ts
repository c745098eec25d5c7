/**
 * A ZIP code as written: 5 digits, or ZIP+4 with or without its dash. Its own zod-free file: the
 * cart's estimate checks it in the browser without loading zod.
 */
export const ZIP_PATTERN = /^\d{5}(-?\d{4})?$/;
export const ZIP_MESSAGE = "zip must be 5 or 9 digits, e.g. 73301 or 73301-0001";
