/** @jest-environment node */
// Email-and-password sign-in through Auth.js's own route handlers (/api/auth/csrf, then
// /api/auth/callback/credentials), exactly as a browser's form post reaches them: the real
// provider, password check, rate limits and session cookie; nothing is mocked.
import { NextRequest } from "next/server";
import { decode } from "next-auth/jwt";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { createUser, demo, demoUser, fromAddress, TEST_PASSWORD } from "../helpers/accounts";
import { expectLoggedErrors } from "../helpers/console";

// Read by config() on its first call, which no import makes: a small limit for this file.
const LIMIT = 3;
process.env.AUTH_RATE_LIMIT = String(LIMIT);

// Auth.js logs every refused sign-in as an error.
beforeAll(expectLoggedErrors);
afterEach(() => jest.restoreAllMocks());

const cookiePairs = (response: Response) =>
  response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);

async function signIn(email: string, password: string, ip: string) {
  const csrf = await GET(new NextRequest("http://localhost/api/auth/csrf"));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await POST(
    new NextRequest("http://localhost/api/auth/callback/credentials", {
      method: "POST",
      headers: {
        cookie: cookiePairs(csrf).join("; "),
        "content-type": "application/x-www-form-urlencoded",
        ...fromAddress(ip),
      },
      body: new URLSearchParams({ csrfToken, email, password, callbackUrl: "/" }).toString(),
    }),
  );
  const location = new URL(response.headers.get("location") ?? "", "http://localhost");
  const sessionCookie = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("authjs.session-token="));
  return {
    status: response.status,
    location: location.pathname,
    error: location.searchParams.get("error"),
    code: location.searchParams.get("code"),
    sessionCookie,
  };
}

const refused = (code: "credentials" | "rate_limited") => ({
  status: 302,
  location: "/login",
  error: "CredentialsSignin",
  code,
  sessionCookie: undefined,
});

describe("signing in with email and password", () => {
  it("sets an HttpOnly session cookie that names the uid and no role", async () => {
    const customer = await demoUser(demo.customer);
    const answer = await signIn("Customer@Example.com", "Customer123!", "198.18.0.1");
    expect(answer).toMatchObject({ status: 302, location: "/", error: null });
    expect(answer.sessionCookie).toMatch(/; HttpOnly/);
    expect(answer.sessionCookie).toMatch(/; SameSite=Lax/);
    const token = answer.sessionCookie!.split(";")[0]!.slice("authjs.session-token=".length);
    const claims = await decode({
      token,
      secret: process.env.AUTH_SECRET!,
      salt: "authjs.session-token",
    });
    expect(claims).toMatchObject({ uid: customer.uid, email: demo.customer });
    expect(claims).not.toHaveProperty("role");
    expect(claims!.exp! - claims!.iat!).toBe(7 * 24 * 60 * 60);
  });

  it("answers a wrong password and an unknown email alike, without a session", async () => {
    const wrongPassword = await signIn(demo.customer, "Customer123?", "198.18.1.1");
    const unknownEmail = await signIn("nobody@example.com", "Customer123!", "198.18.1.2");
    expect(wrongPassword).toEqual(refused("credentials"));
    expect(unknownEmail).toEqual(wrongPassword);
  });
});

describe(`the sign-in rate limit (AUTH_RATE_LIMIT=${LIMIT})`, () => {
  // Issue 12: an email is slowed down after failures from many IPs, never locked (anyone can
  // type it); only the IPs that failed are refused.
  it("never locks an email: after failures from many IPs the right password still signs in", async () => {
    const user = await createUser();
    for (let i = 0; i < LIMIT + 1; i++) {
      expect(await signIn(user.email, "wrong-password", `198.18.2.${i}`)).toEqual(
        refused("credentials"),
      );
    }
    expect((await signIn(user.email, TEST_PASSWORD, "198.18.2.99")).location).toBe("/");
  });

  it("locks an IP after its failed attempts, whatever the email", async () => {
    for (let i = 0; i < LIMIT; i++)
      await signIn(`guess-${i}@example.com`, "guess-123", "198.18.3.1");
    expect(await signIn(demo.admin, "Admin123!", "198.18.3.1")).toEqual(refused("rate_limited"));
    expect((await signIn(demo.admin, "Admin123!", "198.18.3.2")).location).toBe("/");
  });

  it("does not count successful sign-ins", async () => {
    const user = await createUser();
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await signIn(user.email, TEST_PASSWORD, "198.18.4.1")).location).toBe("/");
    }
  });
});
