// Every rate-limited route: how one attempt is made (tries from one address, or at one email)
// and how its refusal looks once the attempts are used up.
import type { LimitedAction } from "@/lib/security/rate-limit";
import { callApi, type ApiAnswer } from "../../helpers/api-routes";
import { createUser, fromAddress, sameOrigin } from "../../helpers/accounts";
import { sessionCookieFor } from "../../helpers/everything";
import { freshEmail, freshIp } from "./fixtures";
import { DEMO_VINS, NOT_IN_SHOP_VIN } from "../../fixtures/vins";

export const LIMIT = 3;

export interface LimitedRoute {
  name: string;
  action: LimitedAction;
  limit: number;
  /** What the tries share (an address, an account); made once per row. */
  tries: () => { ip: string; email: string };
  attempt: (shared: { ip: string; email: string }, i: number) => Promise<ApiAnswer>;
  limited: (answer: ApiAnswer) => boolean;
}

const form = (ip: string) => ({ ...sameOrigin, ...fromAddress(ip) });
const is429 = (answer: ApiAnswer) => answer.status === 429;
const shared = () => ({ ip: freshIp(), email: freshEmail("limited") });

const postJson = (pattern: string, ip: string, body: unknown) =>
  callApi("POST", pattern, { url: pattern, headers: form(ip), body });

/** The sign-in form as a browser posts it to Auth.js: its CSRF token first, then the form. */
async function authJsSignIn(ip: string, email: string) {
  const csrf = await callApi("GET", "/api/auth/[...nextauth]", { url: "/api/auth/csrf" });
  const cookie = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const { csrfToken } = csrf.body as { csrfToken: string };
  return callApi("POST", "/api/auth/[...nextauth]", {
    url: "/api/auth/callback/credentials",
    headers: {
      ...form(ip),
      cookie: cookie.join("; "),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ csrfToken, email, password: "wrong-password" }).toString(),
  });
}

let importerCookie: Promise<{ cookie: string }> | undefined;
/** One signed-in customer for the garage rows, made on its first try. */
const importer = () => (importerCookie ??= createUser().then((user) => sessionCookieFor(user.uid)));

export const limitedRoutes: LimitedRoute[] = [
  {
    name: "POST /api/account/login, wrong passwords from one address",
    action: "login",
    limit: LIMIT,
    tries: shared,
    attempt: ({ ip }, i) =>
      postJson("/api/account/login", ip, { email: `guess-${i}@example.com`, password: "wrong-1" }),
    limited: is429,
  },
  {
    name: "POST /api/account/signup from one address",
    action: "signup",
    limit: LIMIT,
    tries: shared,
    attempt: ({ ip }) =>
      postJson("/api/account/signup", ip, {
        name: "Many",
        email: freshEmail("many"),
        password: "Secret123!",
      }),
    limited: is429,
  },
  {
    name: "POST /api/account/password-reset from one address",
    action: "reset",
    limit: LIMIT,
    tries: shared,
    attempt: ({ ip }) =>
      postJson("/api/account/password-reset", ip, { email: freshEmail("forgot") }),
    limited: is429,
  },
  {
    name: "POST /api/account/password-reset for one email from many addresses",
    action: "reset",
    limit: LIMIT,
    tries: shared,
    attempt: ({ email }) => postJson("/api/account/password-reset", freshIp(), { email }),
    limited: is429,
  },
  {
    name: "POST /api/account/password, made-up reset links from one address",
    action: "newPassword",
    limit: LIMIT,
    tries: shared,
    attempt: ({ ip }, i) =>
      postJson("/api/account/password", ip, { token: `made-up-${i}`, password: "Another123!" }),
    limited: is429,
  },
  {
    name: "POST /api/shipping/quote from one address",
    action: "shippingQuote",
    limit: LIMIT,
    tries: shared,
    attempt: ({ ip }) =>
      postJson("/api/shipping/quote", ip, {
        address: { state: "IL" },
        lines: [{ partId: "no-such-part", quantity: 1 }],
      }),
    limited: is429,
  },
  {
    name: "GET /api/vehicles/vin/{vin} from one address",
    action: "vinLookup",
    limit: LIMIT,
    tries: shared,
    attempt: ({ ip }) =>
      callApi("GET", "/api/vehicles/vin/[vin]", {
        url: `/api/vehicles/vin/${DEMO_VINS.civic.vin}`,
        headers: fromAddress(ip),
      }),
    limited: is429,
  },
  {
    name: "POST /api/garage from one address (a VIN the shop has no vehicle for)",
    action: "vinLookup",
    limit: LIMIT,
    tries: shared,
    attempt: async ({ ip }) =>
      callApi("POST", "/api/garage", {
        url: "/api/garage",
        headers: { ...form(ip), ...(await importer()) },
        body: { vin: NOT_IN_SHOP_VIN },
      }),
    limited: is429,
  },
  {
    name: "POST /api/garage/import from one address (a fleet file whose only VIN is refused)",
    action: "fleetImport",
    limit: LIMIT,
    tries: shared,
    attempt: async ({ ip }) =>
      callApi("POST", "/api/garage/import", {
        url: "/api/garage/import",
        headers: {
          ...form(ip),
          ...(await importer()),
          "content-type": "text/csv",
        },
        body: "vin,label\n1FTEW1EP5KFA1234X,Van 1\n",
      }),
    limited: is429,
  },
  {
    name: "POST /api/auth/callback/credentials (Auth.js), wrong passwords from one address",
    action: "login",
    limit: LIMIT,
    tries: shared,
    attempt: ({ ip }, i) => authJsSignIn(ip, `guess-${i}@example.com`),
    limited: (answer) => answer.headers.get("location")?.includes("code=rate_limited") ?? false,
  },
];
