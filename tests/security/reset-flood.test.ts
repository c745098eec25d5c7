/** @jest-environment node */
// Issue 12, item 4: POST /api/account/password is open to anyone, so its cost must not be: a
// made-up reset link is refused before any argon2 hash is computed, the password's length is
// bounded before that too, and one client's flood of attempts is cut off with 429.
import * as password from "@/lib/auth/password";
import { TOO_MANY_ATTEMPTS } from "@/lib/security/rate-limit";
import { callApi } from "../helpers/api-routes";
import { fromAddress, sameOrigin } from "../helpers/accounts";
import { everything } from "../helpers/everything";
import { expectLoggedErrors } from "../helpers/console";

jest.mock("@/lib/auth/password", () => {
  const actual = jest.requireActual<typeof import("@/lib/auth/password")>("@/lib/auth/password");
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});
const hashPassword = password.hashPassword as jest.MockedFunction<typeof password.hashPassword>;

beforeAll(async () => {
  expectLoggedErrors();
}, 120_000);
beforeEach(() => hashPassword.mockClear());

const attempt = (client: string, body: unknown) =>
  callApi("POST", "/api/account/password", {
    url: "/api/account/password",
    headers: { ...sameOrigin, ...fromAddress(client) },
    body,
  });

it("answers a flood of made-up links 400, then 429 (AUTH_RATE_LIMIT=10), and never hashes", async () => {
  const before = await everything();
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++)
    statuses.push(
      (await attempt("203.0.113.50", { token: `guess-${i}`, password: "New-pass-1" })).status,
    );
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
  expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  const last = await attempt("203.0.113.50", { token: "guess-x", password: "New-pass-1" });
  expect(last.body).toMatchObject({ error: TOO_MANY_ATTEMPTS });
  expect(hashPassword).not.toHaveBeenCalled();
  expect(await everything()).toEqual(before);
});

it("refuses a password over 200 characters with 400 before any hashing", async () => {
  const answer = await attempt("203.0.113.51", { token: "guess", password: "x".repeat(201) });
  expect(answer.status).toBe(400);
  expect(hashPassword).not.toHaveBeenCalled();
});
