import type { Actor } from "@/lib/auth/actor";
import {
  FORBIDDEN,
  NOT_SIGNED_IN,
  requireAdmin,
  requireSelfOrAdmin,
  requireUser,
} from "@/lib/auth/guards";
import { assertSameOrigin } from "@/lib/auth/request-actor";
import { AppError } from "@/lib/errors";

const actor = (role: Actor["role"], uid = `${role}-uid`): Actor => ({
  id: `${uid}-id`,
  uid,
  email: `${uid}@example.com`,
  name: uid,
  role,
  photoUrl: null,
});
const user = actor("user");
const admin = actor("admin");

/** The AppError a guard throws, or undefined when it lets the actor through. */
function refusal(guard: () => unknown): { status: number; message: string } | undefined {
  try {
    guard();
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, message: error.message };
  }
}
const unauthenticated = { status: 401, message: NOT_SIGNED_IN };
const forbidden = { status: 403, message: FORBIDDEN };

describe("requireUser", () => {
  it("refuses nobody with 401 and lets any user through", () => {
    expect(refusal(() => requireUser(null))).toEqual(unauthenticated);
    expect(requireUser(user)).toBe(user);
    expect(requireUser(admin)).toBe(admin);
  });
});

describe("requireAdmin", () => {
  it("refuses nobody with 401, a user with 403, and lets an admin through", () => {
    expect(refusal(() => requireAdmin(null))).toEqual(unauthenticated);
    expect(refusal(() => requireAdmin(user))).toEqual(forbidden);
    expect(requireAdmin(admin)).toBe(admin);
  });
});

describe("requireSelfOrAdmin", () => {
  it.each([
    ["nobody", null, "user-uid", unauthenticated],
    ["a user, for themselves", user, "user-uid", undefined],
    ["a user, for someone else", user, "other-uid", forbidden],
    ["an admin, for someone else", admin, "other-uid", undefined],
  ])("answers %s", (_label, who, uid, expected) => {
    expect(refusal(() => requireSelfOrAdmin(who, uid))).toEqual(expected);
  });
});

describe("assertSameOrigin (for cookie-authenticated changes)", () => {
  const check = (headers: Record<string, string>) =>
    refusal(() =>
      assertSameOrigin(new Request("http://localhost/api/users", { method: "PATCH", headers })),
    );
  const crossSite = { status: 403, message: "Cross-site request refused." };

  it.each([
    [{ origin: "http://localhost:3000", host: "localhost:3000" }, undefined],
    [
      {
        origin: "https://parts.example",
        host: "10.0.0.5:3000",
        "x-forwarded-host": "parts.example",
      },
      undefined,
    ],
    [{ origin: "https://evil.example", host: "localhost:3000" }, crossSite],
    [{ origin: "http://localhost:3001", host: "localhost:3000" }, crossSite],
    [{ origin: "http://localhost.evil.example", host: "localhost" }, crossSite],
    [{ origin: "null", host: "localhost" }, crossSite],
    [{ origin: "garbage", host: "localhost" }, crossSite],
    [{ host: "localhost" }, crossSite],
    [{ origin: "http://localhost" }, crossSite],
  ])("answers %p with %p", (headers, expected) => {
    expect(check(headers)).toEqual(expected);
  });
});
