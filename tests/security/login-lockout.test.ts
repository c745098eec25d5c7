/** @jest-environment node */
// Issue 12, item 2: strangers' failures must not lock the owner out. Failed sign-ins are limited
// per client address (429); an email is only slowed down, never locked, so the owner's right
// password from their own address still signs in, whatever others typed.
import { signInDelayMs } from "@/lib/security/login-limits";
import { callApi } from "../helpers/api-routes";
import { createUser, fromAddress, sameOrigin, TEST_PASSWORD } from "../helpers/accounts";
import { freshIp } from "./support/fixtures";
import { expectLoggedErrors } from "../helpers/console";

beforeAll(async () => {
  expectLoggedErrors();
}, 120_000);

const login = (email: string, password: string, client: string) =>
  callApi("POST", "/api/account/login", {
    url: "/api/account/login",
    headers: { ...sameOrigin, ...fromAddress(client) },
    body: { email, password },
  });

/** This many wrong passwords for the email, each from a new client address. */
async function strangersFail(email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const answer = await login(email, `wrong-password-${i}`, freshIp());
    expect({ i, status: answer.status }).toEqual({ i, status: 401 });
  }
}

it("lets the owner sign in after 10 wrong passwords from rotating addresses (AUTH_RATE_LIMIT=10)", async () => {
  const owner = await createUser();
  await strangersFail(owner.email, 10);
  const answer = await login(owner.email, TEST_PASSWORD, "192.0.2.200");
  expect({ status: answer.status, body: answer.body }).toMatchObject({
    status: 200,
    body: { user: { email: owner.email } },
  });
});

it("slows the email down beyond that, doubling the wait, but still lets the owner in", async () => {
  const owner = await createUser();
  await strangersFail(owner.email, 13);
  expect([11, 12, 13, 14, 30].map(signInDelayMs)).toEqual([250, 500, 1000, 2000, 8000]);
  const started = performance.now();
  const answer = await login(owner.email, TEST_PASSWORD, "192.0.2.201");
  expect(answer.status).toBe(200);
  expect(performance.now() - started).toBeGreaterThanOrEqual(signInDelayMs(13) - 50);
});

it("still refuses (429) the one client address that made the failures", async () => {
  const owner = await createUser();
  const attacker = freshIp();
  for (let i = 0; i < 10; i++) await login(owner.email, `wrong-${i}`, attacker);
  expect((await login(owner.email, TEST_PASSWORD, attacker)).status).toBe(429);
  expect((await login(owner.email, TEST_PASSWORD, "192.0.2.202")).status).toBe(200);
});
