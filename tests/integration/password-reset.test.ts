/** @jest-environment node */
// Password reset by a one-time link, mailed through a real SMTP server started here.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { POST as requestResetRoute } from "@/app/api/account/password-reset/route";
import { POST as setPasswordRoute } from "@/app/api/account/password/route";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { verifyPasswordLogin } from "@/lib/auth/identity";
import { RESET_ERRORS, requestPasswordReset, resetPassword } from "@/domains/accounts/server";
import { authMessages } from "@/domains/accounts/account-texts";
import { passwordResetTokens } from "@/models";
import {
  createUser,
  fromAddress,
  sameOrigin,
  TEST_PASSWORD,
  userByEmail,
} from "../helpers/accounts";
import { callRoute } from "../helpers/call-route";
import { runQueuedJobs } from "../helpers/jobs";
import { decodeBody, startSmtpServer, type ReceivedMail } from "../helpers/smtp";

const HOUR = 60 * 60 * 1000;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url; // before config() is first read
});
afterAll(async () => {
  await smtp.close();
});

const LINK = /(\S+)\/reset-password\?token=([A-Za-z0-9_-]+)/;
function linkIn(text: string): { base: string; token: string } {
  const match = LINK.exec(text);
  if (!match) throw new Error(`No reset link in:\n${text}`);
  return { base: match[1]!, token: match[2]! };
}

/** Asks for a reset link for a new user and answers the one mail it produced. */
async function mailedReset(now?: Date) {
  const user = await createUser();
  const before = smtp.mails.length;
  await requestPasswordReset({ email: user.email }, now);
  expect(smtp.mails).toHaveLength(before + 1);
  const mail = smtp.mails.at(-1)!;
  return { user, mail, token: linkIn(mail.text).token };
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");
let clients = 0;
/** The reset page's post, each from an address of its own (the route is rate-limited). */
const setPassword = (body: unknown) =>
  callRoute(setPasswordRoute, "/api/account/password", {
    method: "POST",
    headers: { ...sameOrigin, ...fromAddress(`198.18.7.${++clients}`) },
    body,
  });

describe("requesting a reset", () => {
  it("mails one message over SMTP to that address, with a link to /reset-password", async () => {
    expect(config().smtpUrl).toBe(smtp.url);
    const { user, mail, token } = await mailedReset();
    expect(mail).toMatchObject<Partial<ReceivedMail>>({
      from: "no-reply@redline-parts.example",
      to: [user.email],
      subject: "Reset your Redline Parts password",
    });
    expect(mail.text).toContain(`Hello ${user.name},`);
    expect(linkIn(mail.text).base).toBe(config().siteUrl);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
  });

  it("stores only the token's sha256 hash, valid for one hour, and unused", async () => {
    const now = new Date();
    const { user, token } = await mailedReset(now);
    const db = await getDb();
    const row = (await userByEmail(user.email))!;
    const stored = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, row.id));
    expect(stored).toEqual([
      expect.objectContaining({
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + HOUR),
        usedAt: null,
      }),
    ]);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("sends nothing for an email that has no account, and says the same", async () => {
    const before = smtp.mails.length;
    await expect(requestPasswordReset({ email: "nobody@example.com" })).resolves.toBeUndefined();
    const answer = await callRoute(requestResetRoute, "/api/account/password-reset", {
      method: "POST",
      headers: { ...sameOrigin, ...fromAddress("203.0.113.10") },
      body: { email: "nobody-either@example.com" },
    });
    expect(answer).toMatchObject({ status: 200, body: { message: authMessages.resetEmailSent } });
    expect(smtp.mails).toHaveLength(before);
  });

  it("goes out through the route too", async () => {
    const user = await createUser();
    const before = smtp.mails.length;
    const answer = await callRoute(requestResetRoute, "/api/account/password-reset", {
      method: "POST",
      headers: { ...sameOrigin, ...fromAddress("203.0.113.11") },
      body: { email: user.email.toUpperCase() },
    });
    expect(answer).toMatchObject({ status: 200, body: { message: "Email sent" } });
    // The route only queues a job (the same for every address, so timing reveals nothing); the
    // queue keeps the address, never a link or token.
    const [queued] = rowsOf<{ data: unknown }>(
      await (
        await getDb()
      ).execute(
        sql`SELECT data FROM pgboss.job WHERE name = 'password-reset' ORDER BY created_on DESC LIMIT 1`,
      ),
    );
    expect(queued?.data).toEqual({ email: user.email });
    expect(smtp.mails).toHaveLength(before);
    await runQueuedJobs();
    expect(smtp.mails).toHaveLength(before + 1);
    expect(smtp.mails.at(-1)!.to).toEqual([user.email]);
  });
});

describe("using the link", () => {
  it("sets the new password once; the old one stops working", async () => {
    const { user, token } = await mailedReset();
    const answer = await setPassword({ token, password: "Brand-new-1" });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(await verifyPasswordLogin({ email: user.email, password: "Brand-new-1" })).toMatchObject(
      {
        uid: user.uid,
      },
    );
    expect(await verifyPasswordLogin({ email: user.email, password: TEST_PASSWORD })).toBeNull();
  });

  it("refuses a second use with 400 auth/invalid-action-code and keeps the password", async () => {
    const { user, token } = await mailedReset();
    await resetPassword({ token, password: "First-choice-1" });
    const again = await setPassword({ token, password: "Second-choice-2" });
    expect(again).toMatchObject({ status: 400, body: { error: RESET_ERRORS.invalid } });
    expect(RESET_ERRORS.invalid).toBe("auth/invalid-action-code");
    expect(
      await verifyPasswordLogin({ email: user.email, password: "First-choice-1" }),
    ).not.toBeNull();
  });

  it("refuses a link 61 minutes old with 400 auth/expired-action-code; the password stays", async () => {
    const { user, token } = await mailedReset();
    const later = new Date(Date.now() + 61 * 60 * 1000);
    await expect(resetPassword({ token, password: "Too-late-1" }, later)).rejects.toMatchObject({
      status: 400,
      message: "auth/expired-action-code",
    });
    expect(
      await verifyPasswordLogin({ email: user.email, password: TEST_PASSWORD }),
    ).not.toBeNull();
    expect(await verifyPasswordLogin({ email: user.email, password: "Too-late-1" })).toBeNull();
  });

  it.each([
    [{ token: "made-up-token", password: "Whatever-1" }, RESET_ERRORS.invalid],
    [{ token: "", password: "Whatever-1" }, "The reset link is incomplete."],
    [{ password: "Whatever-1" }, expect.any(String)],
    [{ token: "made-up-token", password: "short" }, authMessages.passwordShort],
  ])("answers %p with 400 and %p", async (body, error) => {
    expect(await setPassword(body)).toMatchObject({ status: 400, body: { error } });
  });

  it("refuses another site's form with 403 and leaves the link usable", async () => {
    const { token } = await mailedReset();
    const crossSite = await callRoute(setPasswordRoute, "/api/account/password", {
      method: "POST",
      headers: { origin: "https://evil.example", host: "localhost" },
      body: { token, password: "Hijacked-1" },
    });
    expect(crossSite.status).toBe(403);
    expect((await setPassword({ token, password: "Mine-after-all-1" })).status).toBe(200);
  });
});

describe("without SMTP_URL", () => {
  it("writes the mail as an .eml file to DATA_DIR/outbox, with the link", async () => {
    const user = await createUser();
    const smtpUrl = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    // The structured log's lines (JSON on stdout), where a developer finds the outbox's link.
    const log = jest.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      await jest.isolateModulesAsync(async () => {
        // A fresh module registry: config() is read again, now without SMTP_URL.
        const fresh = await import("@/domains/accounts/server");
        (await import("@/lib/log")).logger.level = "info";
        const freshConfig = (await import("@/lib/config")).config();
        expect(freshConfig.smtpUrl).toBeUndefined();
        const outbox = path.join(freshConfig.dataDir, "outbox");
        const before = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
        const mailsBefore = smtp.mails.length;
        await fresh.requestPasswordReset({ email: user.email });
        const added = fs.readdirSync(outbox).filter((file) => !before.includes(file));
        expect(added).toEqual([expect.stringMatching(/\.eml$/)]);
        const raw = fs.readFileSync(path.join(outbox, added[0]!), "utf8");
        expect(raw).toMatch(new RegExp(`^To: ${user.email}\\r?$`, "m"));
        const { token } = linkIn(decodeBody(raw));
        expect(smtp.mails).toHaveLength(mailsBefore);
        expect(log).toHaveBeenCalledWith(expect.stringContaining(`token=${token}`));
        await fresh.resetPassword({ token, password: "From-outbox-1" });
      });
      expect(
        await verifyPasswordLogin({ email: user.email, password: "From-outbox-1" }),
      ).not.toBeNull();
    } finally {
      process.env.SMTP_URL = smtpUrl;
      log.mockRestore();
    }
  });
});
