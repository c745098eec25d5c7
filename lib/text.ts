/** The first `length` characters of a text, with an ellipsis when something was cut. */
export function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/**
 * Part numbers as people type them: "BP-1234", "bp 1234" and "bp1234" are one number. The key
 * (upper-case letters and digits only) is what is stored for matching and kept unique.
 */
export const partNumberKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** Lower-case words joined by dashes, for a readable URL. */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
