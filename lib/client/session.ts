"use client";

import { readAccessToken } from "./access-token";

/** Fired after signing out, so everything on the page that knew the user forgets them at once. */
export const SESSION_CHANGED_EVENT = "redline:session-changed";

// Asked once per page (path): the navigation bars, the cart and the garage share the answer.
let lookup: { path: string; name: Promise<string | null> } | null = null;

/** The signed-in user's name (by the session cookie), or null for a guest. */
export function sessionUserName(path = window.location.pathname): Promise<string | null> {
  if (lookup?.path !== path) {
    const name = fetch("/api/account/session", { cache: "no-store" })
      .then((response) => (response.ok ? response.json() : { user: null }))
      .then((body: { user: { name: string } | null }) => body.user?.name ?? null)
      .catch(() => null);
    lookup = { path, name };
  }
  return lookup.name;
}

/** Forgets the answer (a sign-out): the next question asks the server again. */
export function forgetSession(): void {
  lookup = null;
}

/**
 * Whether nobody is signed in, known without calling the account's own endpoints: a guest
 * holds no API token (every sign-in stores one, signing out removes it) and has no session.
 * A guest's cart and garage then stay in the browser, with no request that could only fail.
 */
export async function isGuest(): Promise<boolean> {
  if (readAccessToken()) return false;
  return (await sessionUserName()) === null;
}
