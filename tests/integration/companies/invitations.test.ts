/** @jest-environment node */
// Inviting an address without an account: the mail, and signing up through its link.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { POST as signUpRoute } from "@/app/api/account/signup/route";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db";
import { companyMessages } from "@/domains/companies";
import { companyInvitations } from "@/models";
import { fromAddress, sameOrigin, userByEmail } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { mailsTo } from "../../helpers/outbox";
import { headersOf } from "../../helpers/tokens";
import {
  aCompany,
  accountCompany,
  addMember,
  APPLICATION,
  storedCompany,
} from "./companies-support";

let invitees = 0;
const anInviteeEmail = () => `invitee-${++invitees}-${process.pid}@example.com`;
let clients = 0;

const signUp = (body: object) =>
  callRoute(signUpRoute, "/api/account/signup", {
    method: "POST",
    headers: { ...sameOrigin, ...fromAddress(`198.18.31.${++clients}`) },
    body: { name: "Ivy Invitee", password: "Invited-pass-31", ...body },
  });

const LINK = /(\S+)\/signUp\?invitation=([A-Za-z0-9_-]+)/;
/** The company invites the address as a buyer; answers the token its mail carries. */
async function invited(email = anInviteeEmail(), spendingLimit: number | null = 500) {
  const company = await aCompany();
  const answer = await addMember(company.admin.headers, company.id, {
    email,
    role: "buyer",
    spendingLimit,
  });
  expect(answer).toMatchObject({
    status: 201,
    body: { status: "invited", invitation: { email, role: "buyer", spendingLimit } },
  });
  const mails = await mailsTo(email);
  const match = LINK.exec(mails.at(-1)?.body ?? "");
  if (!match) throw new Error(`No invitation link mailed to ${email}`);
  return { company, email, mails, base: match[1]!, token: match[2]! };
}

describe("inviting an address without an account", () => {
  it("mails one invitation naming the company, with a sign-up link; stores only its hash", async () => {
    const { company, email, mails, base, token } = await invited();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(companyMessages.invitationSubject(APPLICATION.name));
    expect(base).toBe(config().siteUrl);
    const [stored] = (await storedCompany(company.id)).invitations;
    expect(stored).toMatchObject({
      email,
      tokenHash: crypto.createHash("sha256").update(token).digest("hex"),
      acceptedAt: null,
    });
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("signs up through the link into the company, with the invited role and limit", async () => {
    const { company, email, token } = await invited();
    const answer = await signUp({ email, invitation: token });
    expect(answer.status).toBe(201);
    const user = (await userByEmail(email))!;
    const mine = await accountCompany(await headersOf(user));
    expect(mine.body).toMatchObject({ _id: company.id, role: "buyer", spendingLimit: 500 });
    // The link is used up.
    const again = await signUp({ email: anInviteeEmail(), invitation: token });
    expect(again).toMatchObject({
      status: 400,
      body: { error: companyMessages.invitationInvalid },
    });
  });

  it("refuses another address, an unknown or an expired link, and makes no account", async () => {
    const { company, email, token } = await invited();
    const other = anInviteeEmail();
    expect(await signUp({ email: other, invitation: token })).toMatchObject({
      status: 400,
      body: { error: companyMessages.invitationOtherEmail(email) },
    });
    expect(await signUp({ email, invitation: "made-up-token" })).toMatchObject({
      status: 400,
      body: { error: companyMessages.invitationInvalid },
    });
    await (
      await getDb()
    )
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.companyId, company.id));
    expect(await signUp({ email, invitation: token })).toMatchObject({
      status: 400,
      body: { error: companyMessages.invitationExpired },
    });
    expect(await userByEmail(email)).toBeUndefined();
    expect(await userByEmail(other)).toBeUndefined();
    expect((await storedCompany(company.id)).members).toHaveLength(2);
  });

  it("renews the invitation when the address is invited again: only the newest link works", async () => {
    const { company, email, token } = await invited();
    const again = await addMember(company.admin.headers, company.id, {
      email,
      role: "admin",
      spendingLimit: null,
    });
    expect(again.status).toBe(201);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const newest = LINK.exec(mails[1]!.body)![2]!;
    expect((await signUp({ email, invitation: token })).status).toBe(400);
    expect((await signUp({ email, invitation: newest })).status).toBe(201);
    expect((await storedCompany(company.id)).invitations).toHaveLength(1);
    const user = (await userByEmail(email))!;
    expect((await accountCompany(await headersOf(user))).body).toMatchObject({ role: "admin" });
  });

  it("signs up as before without an invitation", async () => {
    const email = anInviteeEmail();
    expect((await signUp({ email })).status).toBe(201);
    expect((await accountCompany(await headersOf((await userByEmail(email))!))).body).toBeNull();
  });
});
