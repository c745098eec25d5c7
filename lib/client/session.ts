"use client";

import { readAccessToken } from "./access-token";

/** Fired after signing out, so everything on the page that knew the user forgets them at once. */
export const SESSION_CHANGED_EVENT = "redline:session-changed";

type Greeting = { name: string; companyPrices: boolean } | null;

// Asked once per page (path): the navigation bars, the cart, the garage and the prices share it.
let lookup: { path: string; user: Promise<Greeting> } | null = null;

function sessionUser(path = window.location.pathname): Promise<Greeting> {
  if (lookup?.path !== path) {
    const user = fetch("/api/account/session", { cache: "no-store" })
      .then((response) => (response.ok ? response.json() : { user: null }))
      .then((body: { user: Greeting }) => body.user)
      .catch(() => null);
    lookup = { path, user };
  }
  return lookup.user;
}

/** The signed-in user's name (by the session cookie), or null for a guest. */
export const sessionUserName = (path?: string): Promise<string | null> =>
  sessionUser(path).then((user) => user?.name ?? null);

/** Whether the signed-in user buys at their company's prices (an approved company's member). */
export const buysAtCompanyPrices = (): Promise<boolean> =>
  sessionUser().then((user) => user?.companyPrices === true);

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
