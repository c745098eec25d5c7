/** The technical limits the forms and the server share; the texts that name them are in spec-texts.ts. */
export const REVIEW_MAX_LENGTH = 250;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;

/** A JSON body is a form's worth of fields: far below this. Larger ones are refused unread. */
export const JSON_BODY_MAX_BYTES = 100 * 1024;
/** Stripe's events are a few kilobytes; this leaves room for the largest. */
export const WEBHOOK_BODY_MAX_BYTES = 512 * 1024;
export const bodyTooLarge = (maxBytes: number) =>
  `The request body is too large: at most ${maxBytes / 1024} KB.`;
