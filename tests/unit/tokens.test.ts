import { SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader } from "jose";
import { resetConfigForTests } from "@/lib/config";
import { issueApiToken, readApiToken, TOKEN_LIFETIME } from "@/lib/auth/tokens";
import { expiredToken, foreignToken, signToken } from "../helpers/tokens";

const UID = "0b8f7a52-3f43-4c1e-9a43-6f0b1f3d2c11";
const DAY = 24 * 60 * 60;

describe("issueApiToken", () => {
  it("signs an HS256 token for 7 days that names the uid and nothing else", async () => {
    const token = await issueApiToken(UID);
    expect(TOKEN_LIFETIME).toBe("7d");
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256" });
    const claims = decodeJwt(token);
    expect(claims).toEqual({
      sub: UID,
      iss: "redline-parts",
      aud: "redline-parts-api",
      iat: expect.any(Number),
      exp: claims.iat! + 7 * DAY,
    });
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(60);
  });
});

describe("readApiToken", () => {
  afterEach(() => jest.useRealTimers());

  it("answers the uid of a token it issued", async () => {
    expect(await readApiToken(await issueApiToken(UID))).toBe(UID);
  });

  it("still accepts the token 6 days on, and not 8 days on", async () => {
    const token = await issueApiToken(UID);
    // Only the clock is faked; jose's async crypto keeps its real timers.
    jest.useFakeTimers({
      doNotFake: ["setTimeout", "setInterval", "setImmediate", "nextTick", "queueMicrotask"],
      now: Date.now() + 6 * DAY * 1000,
    });
    expect(await readApiToken(token)).toBe(UID);
    jest.setSystemTime(Date.now() + 2 * DAY * 1000);
    expect(await readApiToken(token)).toBeNull();
  });

  it.each<[string, () => Promise<string> | string]>([
    ["the text null", () => "null"],
    ["an empty string", () => ""],
    ["garbage", () => "not a token at all"],
    ["a token signed with another secret", () => foreignToken(UID)],
    ["an expired token", () => expiredToken(UID)],
    ["a token of another issuer", () => signToken(UID, { issuer: "someone-else" })],
    ["a token for another audience", () => signToken(UID, { audience: "another-api" })],
    ["an unsigned token (alg none)", () => new UnsecuredJWT({ sub: UID }).encode()],
    [
      "a token without a subject",
      () =>
        new SignJWT({})
          .setProtectedHeader({ alg: "HS256" })
          .setIssuer("redline-parts")
          .setAudience("redline-parts-api")
          .setExpirationTime("1h")
          .sign(new TextEncoder().encode(process.env.AUTH_SECRET!)),
    ],
    [
      "a token whose subject was changed after signing",
      async () => {
        const [header, , signature] = (await issueApiToken(UID)).split(".");
        const payload = Buffer.from(
          JSON.stringify({ sub: "someone-else", iss: "redline-parts", aud: "redline-parts-api" }),
        ).toString("base64url");
        return `${header}.${payload}.${signature}`;
      },
    ],
  ])("answers null for %s", async (_label, make) => {
    expect(await readApiToken(await make())).toBeNull();
  });
});

describe("the signing key", () => {
  const testSecret = process.env.AUTH_SECRET;
  afterEach(() => {
    process.env.AUTH_SECRET = testSecret;
    resetConfigForTests();
  });

  it("follows the secret: a new secret refuses the tokens signed under the old one", async () => {
    const before = await issueApiToken(UID);
    process.env.AUTH_SECRET = "another-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
    resetConfigForTests();
    expect(await readApiToken(before)).toBeNull();
    expect(await readApiToken(await issueApiToken(UID))).toBe(UID);
  });
});
