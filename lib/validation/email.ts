import "./zod-config";
import * as z from "zod/mini";

/**
 * The one email rule of the shop: accounts and company invitations take an address the same
 * way, so an address an account was made with is accepted everywhere else.
 *
 * Normalised first (Unicode NFKC, which folds look-alikes such as a full-width "＠", then trimmed
 * and lower-cased), then checked strictly: a dot-atom local part of letters, digits and
 * `. _ % + ' -`, one "@", a host name of letter-or-digit labels and a top-level domain. So no
 * lists (commas, semicolons, spaces), no display names or comments (angle brackets, quotes,
 * parentheses), no second "@" and no control characters can reach a mail header.
 * zod/mini: the sign-in forms share the rule, and the browser loads it.
 */
const LOCAL = String.raw`[\p{L}\p{N}\p{M}_%+'-]+(?:\.[\p{L}\p{N}\p{M}_%+'-]+)*`;
const LABEL = String.raw`[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]{0,61}[\p{L}\p{N}\p{M}])?`;
const TOP = String.raw`(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})`;
const ADDRESS = new RegExp(`^(?=[^@]{1,64}@)${LOCAL}@(?:${LABEL}\\.)+${TOP}$`, "u");
const MAX_LENGTH = 254;

/** The canonical form of an address: NFKC, trimmed, lower-cased. */
export const normalizeEmail = (value: string) => value.normalize("NFKC").trim().toLowerCase();

const isEmailAddress = (value: string) => value.length <= MAX_LENGTH && ADDRESS.test(value);

/** The one email rule, with the messages of the form it serves. */
export const emailAddress = ({ required, invalid }: { required: string; invalid: string }) =>
  z
    .string({ error: required })
    .check(
      z.overwrite(normalizeEmail),
      z.minLength(1, required),
      z.refine(isEmailAddress, invalid),
    );
