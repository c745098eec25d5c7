/** @jest-environment node */
// Issue 12, item 5: sessions and API tokens can be ended. Each carries the user's token version
// it was issued under; signing out, a new password (by reset link) and a new role raise it, and
// every earlier session cookie and token is refused (401) from then on. A token cannot renew
// itself through PUT /api/user, and using one reset link ends the user's other links.
import { TOKEN_NEEDS_SESSION, requestPasswordReset } from "@/domains/accounts/server";
import { callApi } from "../helpers/api-routes";
import { createUser, demo, demoUser, fromAddress, sameOrigin } from "../helpers/accounts";
import { bearer, headersOf } from "../helpers/tokens";
import { mailsTo } from "../helpers/outbox";
import { freshIp } from "./support/fixtures";
import { expectLoggedErrors } from "../helpers/console";

beforeAll(async () => {
  expectLoggedErrors();
}, 120_000);

type User = Awaited<ReturnType<typeof createUser>>;

/** Signs in through the login form's route; the session cookie it set, as a Cookie header. */
async function signIn(user: User): Promise<Record<string, string>> {
  const answer = await callApi("POST", "/api/account/login", {
    url: "/api/account/login",
    headers: { ...sameOrigin, ...fromAddress(freshIp()) },
    body: { email: user.email, password: "Secret123!" },
  });
  expect(answer.status).toBe(200);
  const session = answer.setCookies.find((c) => c.name === "authjs.session-token")!;
  return { ...sameOrigin, cookie: `${session.name}=${session.value}` };
}

/** The API token the session gets from PUT /api/user, as the client asks after a sign-in. */
async function tokenFor(user: User, session: Record<string, string>) {
  const answer = await callApi("PUT", "/api/user", {
    url: `/api/user?email=${user.email}&&uid=${user.uid}`,
    headers: session,
    body: { email: user.email, uid: user.uid },
  });
  expect(answer.status).toBe(200);
  return bearer((answer.body as { token: string }).token);
}

/** The status of reading one's own profile with these credentials. */
const profileStatus = async (user: User, headers: Record<string, string>) =>
  (await callApi("GET", "/api/users", { url: `/api/users?uid=${user.uid}`, headers })).status;

/** A signed-in user with a session cookie and the token issued for it, both working. */
async function signedInUser() {
  const user = await createUser();
  const session = await signIn(user);
  const token = await tokenFor(user, session);
  expect([await profileStatus(user, session), await profileStatus(user, token)]).toEqual([
    200, 200,
  ]);
  return { user, session, token };
}

const ended = async (user: User, ...credentials: Record<string, string>[]) =>
  Promise.all(credentials.map((headers) => profileStatus(user, headers)));

it("signing out ends that session and the token issued for it", async () => {
  const { user, session, token } = await signedInUser();
  const elsewhere = await signIn(user);
  const out = await callApi("POST", "/api/account/logout", {
    url: "/api/account/logout",
    headers: session,
  });
  expect(out.status).toBe(200);
  // The version is the user's: their session on another device ends too (README says so).
  expect(await ended(user, session, token, elsewhere)).toEqual([401, 401, 401]);
  const again = await signIn(user);
  expect(await profileStatus(user, again)).toBe(200);
});

it("a stale session's sign-out does not end the newer sessions", async () => {
  const { user, session } = await signedInUser();
  await callApi("POST", "/api/account/logout", { url: "/api/account/logout", headers: session });
  const fresh = await signIn(user);
  await callApi("POST", "/api/account/logout", { url: "/api/account/logout", headers: session });
  expect(await profileStatus(user, fresh)).toBe(200);
});

it("a password reset ends every earlier session and token, and the other reset links", async () => {
  const { user, session, token } = await signedInUser();
  await requestPasswordReset({ email: user.email });
  await requestPasswordReset({ email: user.email });
  const links = (await mailsTo(user.email)).map(
    (mail) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!,
  );
  expect(links).toHaveLength(2);
  const setPassword = (resetToken: string, password: string) =>
    callApi("POST", "/api/account/password", {
      url: "/api/account/password",
      headers: { ...sameOrigin, ...fromAddress(freshIp()) },
      body: { token: resetToken, password },
    });
  expect((await setPassword(links[1]!, "Brand-new-pass-1")).status).toBe(200);
  expect(await ended(user, session, token)).toEqual([401, 401]);
  const other = await setPassword(links[0]!, "Attacker-pass-2");
  expect({ status: other.status, body: other.body }).toMatchObject({
    status: 400,
    body: { error: "auth/invalid-action-code" },
  });
});

it("a role change ends the sessions and tokens of the old role", async () => {
  const { user, session, token } = await signedInUser();
  const admin = await headersOf(await demoUser(demo.admin));
  const promoted = await callApi("PUT", "/api/user/admin", {
    url: "/api/user/admin",
    headers: admin,
    body: { email: user.email },
  });
  expect(promoted.body).toEqual({ modifiedCount: 1 });
  expect(await ended(user, session, token)).toEqual([401, 401]);
});

it("deleting a user ends their sessions and tokens", async () => {
  const { user, session, token } = await signedInUser();
  const admin = await headersOf(await demoUser(demo.admin));
  const deleted = await callApi("DELETE", "/api/user/[email]", {
    url: `/api/user/${user.email}`,
    headers: admin,
  });
  expect(deleted.body).toEqual({ deletedCount: 1 });
  expect(await ended(user, session, token)).toEqual([401, 401]);
});

it("PUT /api/user refuses a bearer token alone: a stolen token cannot renew itself", async () => {
  const { user, token } = await signedInUser();
  const answer = await callApi("PUT", "/api/user", {
    url: `/api/user?email=${user.email}&&uid=${user.uid}`,
    headers: token,
    body: { email: user.email, uid: user.uid },
  });
  expect({ status: answer.status, body: answer.body }).toMatchObject({
    status: 403,
    body: { error: TOKEN_NEEDS_SESSION },
  });
});
