// The shape of a row of the route table and the usual patterns of who gets what.
import type { ApiCall } from "../../helpers/api-routes";
import { callers, type Caller } from "../../helpers/callers";

export type Statuses = Record<Caller, number>;

/** The expected status of the four real identities; the callers without one get 401. */
export const statuses = (customer: number, another: number, admin: number, demoted: number) =>
  ({
    ...Object.fromEntries(callers.slice(0, 6).map((caller) => [caller, 401])),
    customer,
    "another customer": another,
    admin,
    "demoted admin's old token": demoted,
  }) as Statuses;
/** Public routes and the account routes: whoever calls, the same answer. */
export const everyone = (status: number) =>
  Object.fromEntries(callers.map((caller) => [caller, status])) as Statuses;
export const anyUser = (status: number) => statuses(status, status, status, status);
export const ownerOrAdmin = (status: number) => statuses(status, 403, status, 403);
export const ownerOnly = (status: number) => statuses(status, 403, 403, 403);
export const adminOnly = (status: number) => statuses(403, 403, status, 403);

/**
 * Whose session cookie may make a change (from our own pages), or why no cookie applies. "a new
 * customer": a customer made for the call, when the call ends the user's sessions (sign-out).
 */
export type CookieRule = "customer" | "admin" | "a new customer" | { exempt: string };

/** One call of a row, made fresh for one caller, with the checks its success must pass. */
interface RowCall extends ApiCall {
  /**
   * More checks on a successful answer (its body) and on what the call changed: the things this
   * call was made on are in its closure. May be async.
   */
  ok?: (body: unknown) => unknown;
}

/** A call of a route and the status each kind of caller gets for it. */
export interface RouteCase {
  statuses: Statuses;
  /** A fresh call for this caller, without the caller's credentials (the suite adds them). */
  request: (caller: Caller) => Promise<RowCall>;
}

export interface RouteRow extends RouteCase {
  /** Mutating methods only: see CookieRule. */
  cookie?: CookieRule;
  /** The status of the cookie call from our pages, when it is not the bearer caller's. */
  cookieStatus?: number;
  /**
   * The same route called on other things than the row's own call (someone else's account, a
   * uid that is not the caller's …), by what differs; the matrix tries each with every caller.
   */
  variants?: Record<string, RouteCase>;
}
