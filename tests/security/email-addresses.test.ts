/** @jest-environment node */
// Issue 12, item 3: an account has one email address, checked strictly and normalised (NFKC,
// trimmed, lower-cased) by one rule. Address lists and header tricks are refused at sign-up, and
// every address sign-up accepts is accepted, as typed, by the admins' calls: check, promote and
// delete (so no account can exist that an admin cannot delete).
import fc from "fast-check";
import { emailSchema } from "@/domains/accounts/email";
import { authMessages } from "@/domains/accounts/account-texts";
import { callApi } from "../helpers/api-routes";
import { demo, demoUser, fromAddress, sameOrigin, userByEmail } from "../helpers/accounts";
import { everything } from "../helpers/everything";
import { freshIp } from "./support/fixtures";
import { expectLoggedErrors } from "../helpers/console";
import { headersOf } from "../helpers/tokens";

let admin: Record<string, string>;
beforeAll(async () => {
  expectLoggedErrors();
  admin = await headersOf(await demoUser(demo.admin));
}, 120_000);

const signUp = (email: string) =>
  callApi("POST", "/api/account/signup", {
    url: "/api/account/signup",
    headers: { ...sameOrigin, ...fromAddress(freshIp()) },
    body: { name: "Address Test", email, password: "Secret123!" },
  });

const asAdmin = (method: "GET" | "PUT" | "DELETE", pattern: string, url: string, body?: unknown) =>
  callApi(method, pattern, { url, headers: admin, body });

/** Check, promote and delete the account as typed at sign-up; the statuses and answers. */
async function manage(typed: string) {
  const path = encodeURIComponent(typed);
  const check = await asAdmin("GET", "/api/admin/[email]", `/api/admin/${path}`);
  const promote = await asAdmin("PUT", "/api/user/admin", "/api/user/admin", { email: typed });
  const remove = await asAdmin("DELETE", "/api/user/[email]", `/api/user/${path}`);
  return [check.body, promote.body, remove.body];
}

const managed = [{ admin: false }, { modifiedCount: 1 }, { deletedCount: 1 }];

it.each([
  ["plain", "plain.address@example.com", "plain.address@example.com"],
  ["upper case and spaces", "  Mixed.Case@Example.COM ", "mixed.case@example.com"],
  ["plus, apostrophe, dashes", "o'neil+parts-1@sub-domain.example.co.uk", null],
  ["full-width letters and @ (NFKC)", "ｆｕｌｌ＠ｅｘａｍｐｌｅ.com", "full@example.com"],
  ["Unicode letters", "José.Müller@bücher.example", "josé.müller@bücher.example"],
  ["a punycode domain", "buyer@xn--bcher-kva.example", null],
  ["percent and underscore", "a_b%c@example.org", null],
])(
  "accepts %s at sign-up, and the admins can manage that account",
  async (_label, typed, stored) => {
    const answer = await signUp(typed);
    expect(answer.status).toBe(201);
    const row = await userByEmail(stored ?? typed);
    expect(row).toBeDefined();
    expect(await manage(typed)).toEqual(managed);
    expect(await userByEmail(stored ?? typed)).toBeUndefined();
  },
);

it.each([
  ["a comma-separated list", "a@attacker.example,b@victim.example"],
  ["a semicolon-separated list", "a@attacker.example;b@victim.example"],
  ["a space-separated list", "a@attacker.example b@victim.example"],
  ["a display name in angle brackets", "Victim <v@victim.example>"],
  ["angle brackets", "<v@victim.example>"],
  ["a quoted local part", '"a b"@example.com'],
  ["two @", "a@b@victim.example"],
  ["a header injection", "a@attacker.example\r\nBcc: v@victim.example"],
  ["a NUL character", "a\u0000@example.com"],
  ["a control character", "a\u0007b@example.com"],
  ["a comment in parentheses", "a(comment)@example.com"],
  ["no domain dot", "a@localhost"],
  ["a leading dot", ".a@example.com"],
  ["two dots in a row", "a..b@example.com"],
  ["a local part over 64 characters", `${"a".repeat(65)}@example.com`],
])("refuses %s at sign-up with the form's message, and creates nothing", async (_label, email) => {
  const before = await everything();
  const answer = await signUp(email);
  expect({ status: answer.status, body: answer.body }).toMatchObject({
    status: 400,
    body: { error: authMessages.emailInvalid },
  });
  expect(await everything()).toEqual(before);
});

it("accepts at the admins' calls exactly what sign-up accepts (generated addresses)", async () => {
  await fc.assert(
    fc.asyncProperty(fc.emailAddress(), async (email) => {
      const parsed = emailSchema.safeParse(email);
      fc.pre(parsed.success);
      expect((await signUp(email)).status).toBe(201);
      expect(await manage(email)).toEqual(managed);
    }),
    { numRuns: 25 },
  );
});
