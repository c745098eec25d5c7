/** @jest-environment node */
// The Auth.js session cookie is HttpOnly and SameSite=Lax, and Secure when the shop is served
// over https (SITE_URL). Checked through Auth.js's own sign-in handler (the form post with its
// CSRF token) and through our /api/account/login, /signup and /logout routes. The https case
// loads the auth modules afresh after setting SITE_URL, as a server started with it would.
import { callApi } from "../helpers/api-routes";
import { demo, demoUser, fromAddress, sameOrigin } from "../helpers/accounts";
import { sessionCookieFor } from "../helpers/everything";
import { freshEmail, freshIp } from "./support/fixtures";
import { expectLoggedErrors } from "../helpers/console";

beforeAll(async () => {
  expectLoggedErrors();
}, 120_000);

const credentials = { email: demo.customer, password: "Customer123!" };
const form = () => ({ ...sameOrigin, ...fromAddress(freshIp()) });

/** Signs in through Auth.js's handler as the sign-in form does; returns the session cookie. */
async function authJsSessionCookie(
  base: string,
  route: typeof import("@/app/api/auth/[...nextauth]/route"),
) {
  const { NextRequest } = jest.requireActual<typeof import("next/server")>("next/server");
  const csrf = await route.GET(new NextRequest(`${base}/api/auth/csrf`));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const response = await route.POST(
    new NextRequest(`${base}/api/auth/callback/credentials`, {
      method: "POST",
      headers: {
        cookie,
        "content-type": "application/x-www-form-urlencoded",
        ...fromAddress(freshIp()),
      },
      body: new URLSearchParams({ csrfToken, ...credentials, callbackUrl: "/" }).toString(),
    }),
  );
  return response.headers.getSetCookie().find((c) => /authjs\.session-token=/.test(c));
}

describe("over http (no SITE_URL)", () => {
  it("Auth.js's sign-in sets an HttpOnly, SameSite=Lax session cookie for the whole site, not Secure", async () => {
    const route = await import("@/app/api/auth/[...nextauth]/route");
    const cookie = await authJsSessionCookie("http://localhost", route);
    expect(cookie).toMatch(/^authjs\.session-token=[^;]+;/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it.each([
    ["POST /api/account/login", "/api/account/login", () => credentials],
    [
      "POST /api/account/signup",
      "/api/account/signup",
      () => ({ name: "Cookie Test", email: freshEmail("cookie"), password: "Secret123!" }),
    ],
  ])("%s sets the same cookie", async (_name, url, body) => {
    const pattern = url;
    const answer = await callApi("POST", pattern, { url, headers: form(), body: body() });
    expect(answer.status).toBeLessThan(300);
    const session = answer.setCookies.find((c) => c.name === "authjs.session-token");
    expect(session?.value).toBeTruthy();
    expect(session?.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/" });
    expect(session?.options.secure ?? false).toBe(false);
  });

  it("POST /api/account/logout expires the session cookie", async () => {
    const cookie = await sessionCookieFor((await demoUser(demo.customer)).uid);
    const headers = { ...form(), ...cookie };
    const answer = await callApi("POST", "/api/account/logout", {
      url: "/api/account/logout",
      headers,
    });
    expect(answer.status).toBe(200);
    const session = answer.setCookies.find((c) => c.name === "authjs.session-token");
    expect(session).toBeDefined();
    const expired =
      session!.options.maxAge === 0 ||
      (session!.options.expires?.getTime() ?? Infinity) <= Date.now();
    expect({ value: session!.value, expired }).toEqual({ value: "", expired: true });
  });
});

describe("over https (SITE_URL=https://…)", () => {
  const site = "https://parts.example";

  /** The auth routes and request scope as a server started with SITE_URL=https would load them. */
  function loadForHttps() {
    process.env.SITE_URL = site;
    let modules!: {
      auth: typeof import("@/app/api/auth/[...nextauth]/route");
      login: typeof import("@/app/api/account/login/route");
      scope: typeof import("../helpers/request-scope");
    };
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- loaded afresh, after SITE_URL */
      modules = {
        auth: require("@/app/api/auth/[...nextauth]/route"),
        login: require("@/app/api/account/login/route"),
        scope: require("../helpers/request-scope"),
      };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    delete process.env.SITE_URL;
    return modules;
  }

  it("Auth.js's sign-in sets a __Secure- cookie that is Secure, HttpOnly and SameSite=Lax", async () => {
    const { auth } = loadForHttps();
    const cookie = await authJsSessionCookie(site, auth);
    expect(cookie).toMatch(/^__Secure-authjs\.session-token=[^;]+;/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });

  it("POST /api/account/login sets it Secure too", async () => {
    const { login, scope } = loadForHttps();
    const { NextRequest } = jest.requireActual<typeof import("next/server")>("next/server");
    const request = new NextRequest(`${site}/api/account/login`, {
      method: "POST",
      headers: {
        origin: site,
        host: "parts.example",
        "x-forwarded-proto": "https",
        ...fromAddress(freshIp()),
      },
      body: JSON.stringify(credentials),
    });
    const { response, setCookies } = await scope.inRequestScope(request, () => login.POST(request));
    expect(response.status).toBe(200);
    const session = setCookies.find((c) => c.name.endsWith("authjs.session-token"));
    expect(session).toMatchObject({
      name: "__Secure-authjs.session-token",
      options: { httpOnly: true, sameSite: "lax", secure: true },
    });
  });
});
