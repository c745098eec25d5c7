/** @jest-environment node */
// Issue 12, item 13 (the account parts): a failed login logs one line, not a stack trace; the
// password-reset link is not written to a production server's log; a registered and an unknown
// email cost the same work to refuse; the most common passwords are refused for new passwords.
import * as password from "@/lib/auth/password";
import { resetConfigForTests } from "@/lib/config";
import { logger } from "@/lib/log";
import { sendMail } from "@/lib/mail";
import { COMMON_PASSWORD_MESSAGE } from "@/domains/accounts/common-passwords";
import { authMessages } from "@/domains/accounts/account-texts";
import { callApi } from "../helpers/api-routes";
import { createUser, fromAddress, sameOrigin } from "../helpers/accounts";
import { freshEmail, freshIp } from "./support/fixtures";

jest.mock("@/lib/auth/password", () => {
  const actual = jest.requireActual<typeof import("@/lib/auth/password")>("@/lib/auth/password");
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});
const verifyPassword = password.verifyPassword as jest.MockedFunction<
  typeof password.verifyPassword
>;

afterEach(() => jest.restoreAllMocks());

/** The JSON lines the logger writes, and whatever reaches console.error, while `work` runs. */
async function logsOf(work: () => Promise<unknown>) {
  const level = logger.level;
  logger.level = "info";
  const lines: string[] = [];
  const write = jest.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    return true;
  });
  const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    await work();
  } finally {
    write.mockRestore();
    logger.level = level;
  }
  return { lines, consoleErrors: consoleError.mock.calls.length };
}

const post = (url: string, body: unknown) =>
  callApi("POST", url, { url, headers: { ...sameOrigin, ...fromAddress(freshIp()) }, body });

it("logs a failed login as one short line, without a stack trace", async () => {
  const { lines, consoleErrors } = await logsOf(async () => {
    const answer = await post("/api/account/login", { email: freshEmail(), password: "Wrong-1x" });
    expect(answer.status).toBe(401);
  });
  expect(consoleErrors).toBe(0);
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({
    msg: "Sign-in refused",
    auth: "CredentialsSignin",
  });
  expect(lines[0]!.length).toBeLessThan(300);
  expect(lines[0]).not.toMatch(/stack|at .*\.js/);
});

it.each([
  ["production", false],
  ["development", true],
])(
  "without SMTP in %s, logs the reset link: %p (the outbox file keeps the mail)",
  async (env, logged) => {
    const original = process.env.NODE_ENV;
    Object.assign(process.env, { NODE_ENV: env });
    resetConfigForTests();
    try {
      const link = "http://localhost:3000/reset-password?token=abcdefghijklmnop";
      const { lines } = await logsOf(() =>
        sendMail({ to: "someone@example.com", subject: "Reset", text: `Open ${link}`, link }),
      );
      expect(lines.join("\n").includes(link)).toBe(logged);
    } finally {
      Object.assign(process.env, { NODE_ENV: original });
      resetConfigForTests();
    }
  },
);

// Wall-clock times are too noisy on a shared test machine; the work that makes the time is
// counted instead: each refusal costs exactly one argon2 verification, registered or not.
it("does the same work to refuse a registered and an unknown email: one argon2 verify", async () => {
  const registered = (await createUser()).email;
  const verifications = async (email: string) => {
    verifyPassword.mockClear();
    expect((await post("/api/account/login", { email, password: "Wrong-pass-1" })).status).toBe(
      401,
    );
    return verifyPassword.mock.calls.length;
  };
  expect([await verifications(registered), await verifications(freshEmail("nobody"))]).toEqual([
    1, 1,
  ]);
});

describe("the most common passwords", () => {
  it.each(["123456", "password", "Password", "qwerty123", "iloveyou", "sunshine"])(
    "refuses %p at sign-up and at reset with a clear message",
    async (password) => {
      const signUp = await post("/api/account/signup", {
        name: "Common",
        email: freshEmail("common"),
        password,
      });
      expect({ status: signUp.status, body: signUp.body }).toMatchObject({
        status: 400,
        body: { error: COMMON_PASSWORD_MESSAGE },
      });
      const reset = await post("/api/account/password", { token: "any-token", password });
      expect({ status: reset.status, body: reset.body }).toMatchObject({
        status: 400,
        body: { error: COMMON_PASSWORD_MESSAGE },
      });
    },
  );

  it("keeps the spec's 6-character rule and message, and accepts a less common password", async () => {
    const short = await post("/api/account/signup", {
      name: "Short",
      email: freshEmail("short"),
      password: "Ab1!x",
    });
    expect(short.body).toMatchObject({ error: authMessages.passwordShort });
    const fine = await post("/api/account/signup", {
      name: "Fine",
      email: freshEmail("fine"),
      password: "Brake-Pads-77",
    });
    expect(fine.status).toBe(201);
  });
});
