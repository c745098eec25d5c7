import { createUser, demo, demoUser, removeUser, setRole } from "./accounts";
import { bearer, expiredToken, foreignToken, headersOf } from "./tokens";

/** Every kind of caller the authorization matrices try, from no identity to admin. */
export const callers = [
  "guest",
  "Bearer null",
  "junk token",
  "token signed with another secret",
  "expired token",
  "deleted user's token",
  "customer",
  "another customer",
  "admin",
  "demoted admin's old token",
] as const;
export type Caller = (typeof callers)[number];
type Identity = { uid: string; email: string };

export interface CallerSet {
  headers: Record<Caller, Record<string, string>>;
  customer: Identity;
  other: Identity;
  admin: Identity;
  demoted: Identity;
  deleted: Identity;
  /** The account a caller acts on as "its own"; callers with no identity claim the customer's. */
  self: (caller: Caller) => Identity;
}

/** Makes the accounts behind the callers (demoting one admin, deleting one user) and their headers. */
export async function setUpCallers(): Promise<CallerSet> {
  const customer = await demoUser(demo.customer);
  const admin = await demoUser(demo.admin);
  const other = await createUser();
  const demoted = await createUser("admin");
  const deleted = await createUser();
  const headers = {
    "demoted admin's old token": await headersOf(demoted),
    "deleted user's token": await headersOf(deleted),
    guest: {},
    "Bearer null": bearer("null"),
    "junk token": bearer("eyJhbGciOiJIUzI1NiJ9.not-a-payload.not-a-signature"),
    "token signed with another secret": bearer(await foreignToken(customer.uid)),
    "expired token": bearer(await expiredToken(customer.uid)),
    customer: await headersOf(customer),
    "another customer": await headersOf(other),
    admin: await headersOf(admin),
  } satisfies Record<Caller, Record<string, string>>;
  await setRole(demoted.uid, "user");
  await removeUser(deleted.uid);
  const self = (caller: Caller): Identity => {
    if (caller === "another customer") return other;
    if (caller === "admin") return admin;
    if (caller === "demoted admin's old token") return demoted;
    if (caller === "deleted user's token") return deleted;
    return customer;
  };
  return { headers, customer, other, admin, demoted, deleted, self };
}
