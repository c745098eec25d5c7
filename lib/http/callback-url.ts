const HOME = "/";
// Any host works as the base: only a result that stays on it is a same-site path.
const PROBE_ORIGIN = "http://redline.invalid";

// Browsers read "\" as "/" and drop tabs and newlines, so "/\t/evil.test" is "//evil.test".
const isUnsafeCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return character === "\\" || code < 0x20 || code === 0x7f;
};

/**
 * Where to go after signing in: a same-site path such as "/dashboard/my-orders?tab=1", or "/".
 * Anything else ("https://evil.test", "//evil.test", "/\evil.test") is an open-redirect
 * attempt and falls back to the home page.
 */
export function safeCallbackUrl(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return HOME;
  if ([...value].some(isUnsafeCharacter)) return HOME;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : HOME;
  } catch {
    return HOME;
  }
}

/** The page that finishes a Google sign-in, carrying where to go afterwards. */
export const googleCompletePath = (callbackUrl: string) =>
  `/auth/complete?callbackUrl=${encodeURIComponent(callbackUrl)}`;
