/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { $ZodError } from "zod/v4/core";
import { POST as requestReset } from "@/app/api/account/password-reset/route";
import { POST as signUp } from "@/app/api/account/signup/route";
import { config } from "@/lib/config";
import { upsertOAuthUser, verifyPasswordLogin } from "@/lib/auth/identity";
import { registerWithPassword as registerParsed } from "@/domains/accounts/server";
import { signUpSchema } from "@/domains/accounts/new-password";
import {
  assertNotLimited,
  clientIp,
  countAttempt,
  TOO_MANY_ATTEMPTS,
} from "@/lib/security/rate-limit";
import { authMessages } from "@/domains/accounts/account-texts";
import { demo, fromAddress, sameOrigin, userByEmail } from "../helpers/accounts";
import { callRoute } from "../helpers/call-route";
import { runQueuedJobs } from "../helpers/jobs";

// Read by config() on its first call, which no import makes: a small limit for this file.
const LIMIT = 3;
process.env.AUTH_RATE_LIMIT = String(LIMIT);

const tooMany = { status: 429, message: TOO_MANY_ATTEMPTS };

// Registration as the sign-up route does it: the form's schema at the edge, then the service.
const registerWithPassword = async (input: unknown) => registerParsed(signUpSchema.parse(input));

describe("registerWithPassword", () => {
  it("creates a user with an argon2id hash of the password, never the password", async () => {
    const actor = await registerWithPassword({
      name: "  Robin Racer ",
      email: " Robin@Example.COM ",
      password: "Track-day-2024",
    });
    expect(actor).toMatchObject({ name: "Robin Racer", email: "robin@example.com", role: "user" });
    const row = await userByEmail("robin@example.com");
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(JSON.stringify(row)).not.toContain("Track-day-2024");
  });

  it("refuses a second account for the same email in any case with 409", async () => {
    await registerWithPassword({ name: "Sam", email: "sam@example.com", password: "secret1" });
    for (const email of ["sam@example.com", "SAM@example.com", " Sam@Example.com"]) {
      await expect(
        registerWithPassword({ name: "Sam again", email, password: "secret2" }),
      ).rejects.toMatchObject({ status: 409, message: authMessages.emailTaken });
    }
    expect((await userByEmail("sam@example.com"))?.name).toBe("Sam");
  });

  it.each([
    [{ name: "A", email: "a@example.com", password: "12345" }, authMessages.passwordShort],
    [{ name: " ", email: "b@example.com", password: "123456" }, authMessages.nameRequired],
    [{ name: "C", email: "c@example", password: "123456" }, authMessages.emailInvalid],
  ])("refuses %p with the form's message", async (input, message) => {
    await expect(registerWithPassword(input)).rejects.toThrow(message);
  });

  it("refuses a NUL character as invalid input, not with a database error", async () => {
    const attempt = registerWithPassword({
      name: "Nul\u0000Name",
      email: "nul@example.com",
      password: "123456",
    });
    await expect(attempt).rejects.toBeInstanceOf($ZodError);
  });
});

describe("verifyPasswordLogin", () => {
  it("opens the account with the right password, whatever the email's case", async () => {
    const actor = await verifyPasswordLogin({
      email: "Customer@Example.com",
      password: "Customer123!",
    });
    expect(actor).toMatchObject({ email: demo.customer, role: "user" });
  });

  it.each([
    ["a wrong password", demo.customer, "Customer123?"],
    ["an unknown email", "nobody@example.com", "Customer123!"],
    ["an invalid email", "not-an-email", "Customer123!"],
    ["an email with a NUL character", "cust\u0000omer@example.com", "Customer123!"],
  ])("answers null for %s", async (_label, email, password) => {
    await expect(verifyPasswordLogin({ email, password })).resolves.toBeNull();
  });

  it("answers null for an account that signs in with Google only", async () => {
    await upsertOAuthUser({ email: "google@example.com", name: "G", photoUrl: null });
    await expect(
      verifyPasswordLogin({ email: "google@example.com", password: "anything" }),
    ).resolves.toBeNull();
  });
});

describe("rate limits", () => {
  it(`allows ${LIMIT} attempts per window (AUTH_RATE_LIMIT)`, () => {
    expect(config().authAttemptsPerWindow).toBe(LIMIT);
  });

  it("refuses with 429 once an IP has used up its attempts, whatever the email", async () => {
    for (let i = 0; i < LIMIT; i++) await countAttempt("login", "10.0.0.1", `ip-${i}@example.com`);
    await expect(countAttempt("login", "10.0.0.1", "fresh@example.com")).rejects.toMatchObject(
      tooMany,
    );
    await expect(assertNotLimited("login", "10.0.0.1")).rejects.toMatchObject(tooMany);
    await expect(
      assertNotLimited("login", "10.0.0.2", "fresh2@example.com"),
    ).resolves.toBeUndefined();
  });

  it("refuses with 429 once an email has used up its attempts, from any IP and in any case", async () => {
    for (let i = 0; i < LIMIT; i++)
      await countAttempt("login", `10.0.1.${i}`, "victim@example.com");
    await expect(
      assertNotLimited("login", "10.0.1.99", "VICTIM@example.com"),
    ).rejects.toMatchObject(tooMany);
    await expect(countAttempt("login", "10.0.1.98", "victim@example.com")).rejects.toMatchObject(
      tooMany,
    );
    await expect(
      assertNotLimited("login", "10.0.1.97", "other@example.com"),
    ).resolves.toBeUndefined();
  });

  it("counts each action on its own, and only countAttempt counts", async () => {
    for (let i = 0; i < LIMIT; i++) await countAttempt("signup", "10.0.2.1", "both@example.com");
    await expect(assertNotLimited("signup", "10.0.2.1")).rejects.toMatchObject(tooMany);
    await expect(
      assertNotLimited("reset", "10.0.2.1", "both@example.com"),
    ).resolves.toBeUndefined();
    for (let i = 0; i < LIMIT + 2; i++)
      await assertNotLimited("login", "10.0.2.1", "both@example.com");
    await expect(countAttempt("login", "10.0.2.1", "both@example.com")).resolves.toBeUndefined();
  });

  // Issue 12: the address comes from the socket (stamped by the request hook), never from what
  // the client says in X-Forwarded-For or X-Real-IP.
  it.each([
    [fromAddress("203.0.113.9"), "203.0.113.9"],
    [{ ...fromAddress("203.0.113.9"), "x-forwarded-for": "203.0.113.7" }, "203.0.113.9"],
    [{ "x-forwarded-for": "203.0.113.7, 10.0.0.1" }, "unknown"],
    [{ "x-real-ip": "203.0.113.8" }, "unknown"],
    [{}, "unknown"],
  ])("reads the client's IP from %p", (headers, ip) => {
    expect(clientIp(new Headers(headers))).toBe(ip);
  });
});

describe("POST /api/account/password-reset", () => {
  const outbox = () => path.join(config().dataDir, "outbox");
  const outboxFiles = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : []);
  const ask = (email: unknown, ip: string, headers: Record<string, string> = sameOrigin) =>
    callRoute(requestReset, "/api/account/password-reset", {
      method: "POST",
      headers: { ...headers, ...fromAddress(ip) },
      body: { email },
    });
  beforeEach(() => {});
  afterEach(() => jest.restoreAllMocks());

  it('answers "Email sent" for a known and an unknown email; only the known one gets mail', async () => {
    const before = outboxFiles();
    const known = await ask(demo.customer, "192.0.2.1");
    const unknown = await ask("nobody@example.com", "192.0.2.2");
    expect(known).toMatchObject({ status: 200, body: { message: "Email sent" } });
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    // Both only queue a job (so timing reveals nothing); the job mails the known address.
    await runQueuedJobs();
    const added = outboxFiles().filter((file) => !before.includes(file));
    expect(added).toEqual([expect.stringMatching(/\.eml$/)]);
    const mail = fs.readFileSync(path.join(outbox(), added[0]!), "utf8");
    expect(mail).toMatch(/^To: customer@example\.com\r?$/m);
    expect(mail).not.toContain("nobody@example.com");
  });

  it.each([
    ["", authMessages.resetEmailRequired],
    ["not-an-email", authMessages.resetEmailInvalid],
    [undefined, authMessages.resetEmailRequired],
  ])("answers 400 for the email %p with the form's message", async (email, message) => {
    expect(await ask(email, "192.0.2.3")).toMatchObject({ status: 400, body: { error: message } });
  });

  it("refuses another site's form with 403 and sends nothing", async () => {
    const before = outboxFiles().length;
    const answer = await ask(demo.customer, "192.0.2.4", {
      origin: "https://evil.example",
      host: "localhost",
    });
    expect(answer.status).toBe(403);
    expect(outboxFiles()).toHaveLength(before);
  });

  it(`answers 429 with a clear message after ${LIMIT} requests from one IP`, async () => {
    for (let i = 0; i < LIMIT; i++)
      expect((await ask(`u${i}@example.com`, "192.0.2.5")).status).toBe(200);
    const before = outboxFiles().length;
    const limited = await ask(demo.customer, "192.0.2.5");
    expect(limited).toMatchObject({ status: 429, body: { error: TOO_MANY_ATTEMPTS } });
    expect(TOO_MANY_ATTEMPTS).toMatch(/15 minutes/);
    expect(outboxFiles()).toHaveLength(before);
  });
});

describe("POST /api/account/signup (before any session is started)", () => {
  const signUpFrom = (ip: string, headers: Record<string, string>, email: string) =>
    callRoute(signUp, "/api/account/signup", {
      method: "POST",
      headers: { ...headers, ...fromAddress(ip) },
      body: { name: "Blocked", email, password: "Blocked-pass-1" },
    });

  it("refuses another site's form with 403 and creates no account", async () => {
    const answer = await signUpFrom(
      "198.51.100.1",
      { origin: "https://evil.example", host: "localhost" },
      "x1@example.com",
    );
    expect(answer.status).toBe(403);
    expect(await userByEmail("x1@example.com")).toBeUndefined();
  });

  it("answers 429 once the IP has used up its sign-ups, and creates no account", async () => {
    for (let i = 0; i < LIMIT; i++)
      await countAttempt("signup", "198.51.100.2", `s${i}@example.com`);
    const answer = await signUpFrom("198.51.100.2", sameOrigin, "x2@example.com");
    expect(answer).toMatchObject({ status: 429, body: { error: TOO_MANY_ATTEMPTS } });
    expect(await userByEmail("x2@example.com")).toBeUndefined();
  });
});
