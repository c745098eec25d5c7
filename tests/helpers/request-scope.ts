// A stand-in for Next.js's request scope, so route handlers that use `next/headers` (Auth.js's
// `auth()`, `signIn()` and `signOut()` read the request's headers and write cookies through it)
// run in Jest. Every test file has it: jest-request-scope.ts (a `setupFilesAfterEnv` module)
// replaces `next/headers` with `nextHeaders` below, and the helpers that call handlers
// (callRoute, callApi, upload) run them inside `inRequestScope`. Nothing else is replaced: the
// real Auth.js reads the real session cookie the request carries (none: no session) and writes
// real cookies to the jar.
import { AsyncLocalStorage } from "node:async_hooks";

/** A cookie a handler set through `cookies().set(…)`, with Auth.js's options as given. */
export interface SetCookie {
  name: string;
  value: string;
  options: {
    httpOnly?: boolean;
    sameSite?: string | boolean;
    secure?: boolean;
    path?: string;
    maxAge?: number;
    expires?: Date;
  };
}

interface Scope {
  headers: Headers;
  setCookies: SetCookie[];
}

// One store for every copy of this module (jest.isolateModules and jest.requireActual load their
// own), so a scope opened by one copy is seen by the `next/headers` another copy stands in for.
const holder = globalThis as typeof globalThis & { __testRequestScope?: AsyncLocalStorage<Scope> };
const storage = (holder.__testRequestScope ??= new AsyncLocalStorage<Scope>());

function current(): Scope {
  const scope = storage.getStore();
  // The same words Next.js uses, so a handler called outside a scope fails the same way.
  if (!scope) throw new Error("`headers` was called outside a request scope (test helper)");
  return scope;
}

function requestCookies(headers: Headers): Map<string, string> {
  const pairs = (headers.get("cookie") ?? "").split(";").map((pair) => pair.trim());
  const entries = pairs
    .filter((pair) => pair.includes("="))
    .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const);
  return new Map(entries);
}

function cookieJar(scope: Scope) {
  const read = () => requestCookies(scope.headers);
  return {
    get: (name: string) => {
      const value = read().get(name);
      return value === undefined ? undefined : { name, value };
    },
    getAll: () => [...read()].map(([name, value]) => ({ name, value })),
    has: (name: string) => read().has(name),
    set: (name: string, value: string, options: SetCookie["options"] = {}) => {
      scope.setCookies.push({ name, value, options });
    },
    delete: (name: string) => {
      scope.setCookies.push({ name, value: "", options: { maxAge: 0 } });
    },
  };
}

/** The module `next/headers` is replaced with in every test file (jest-request-scope.ts). */
export const nextHeaders = {
  headers: async () => current().headers,
  cookies: async () => cookieJar(current()),
  draftMode: async () => ({ isEnabled: false }),
};

/** Runs a handler as Next.js would for this request; returns its answer and the cookies it set. */
export async function inRequestScope(
  request: Request,
  run: () => Promise<Response>,
): Promise<{ response: Response; setCookies: SetCookie[] }> {
  const scope: Scope = { headers: new Headers(request.headers), setCookies: [] };
  const response = await storage.run(scope, run);
  return { response, setCookies: scope.setCookies };
}
