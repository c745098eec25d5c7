// The garage's sizes that its texts, schemas and services share.

/** A garage entry's label ("Van 12, Dallas") and a fleet's unit number ("U-0412"). */
export const GARAGE_LABEL_MAX = 60;
export const GARAGE_UNIT_NUMBER_MAX = 30;
/** Entries one page of `GET /api/garage` holds when none is asked for, and at most. */
export const GARAGE_PAGE_SIZE = 100;
/** A fleet file's size, as the company price list allows. Its lines: a fleet garage's limit. */
export const FLEET_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
