/** @jest-environment node */
import { parse } from "csv-parse/sync";
import { GET as getAllUsers } from "@/app/api/users/all/route";
import type { UserJson } from "@/domains/accounts/user-json";
import { getDb } from "@/lib/db";
import { users } from "@/models";
import { demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { headersOf } from "../../helpers/tokens";

let asAdmin: Record<string, string>;
let asCustomer: Record<string, string>;

// Accounts of one tag ("walrus"), written with the days and roles a table sorts and filters on.
const accounts = [
  { name: "Walrus Cleo", email: "cleo@walrus.test", role: "user", day: "2026-01-03" },
  { name: "Walrus Abe", email: "abe@walrus.test", role: "admin", day: "2026-01-01" },
  {
    name: "Walrus Dot",
    email: "dot@walrus.test",
    role: "user",
    day: "2026-01-04",
    address: "-2+3+cmd|' /C calc'!A0",
  },
  { name: "Walrus Bea", email: "bea@walrus.test", role: "user", day: "2026-01-02" },
] as const;

beforeAll(async () => {
  asAdmin = await headersOf(await demoUser(demo.admin));
  asCustomer = await headersOf(await demoUser(demo.customer));
  const db = await getDb();
  await db.insert(users).values(
    accounts.map((account) => ({
      name: account.name,
      email: account.email,
      role: account.role,
      createdAt: new Date(`${account.day}T09:00:00Z`),
      address: "address" in account ? account.address : null,
    })),
  );
});

const list = (query: string, headers = asAdmin) =>
  callRoute(getAllUsers, `/api/users/all?${query}`, { headers });
const emails = (body: unknown) => (body as UserJson[]).map((user) => user.email);

describe("GET /api/users/all as a table", () => {
  it("pages a search, oldest account first, with the paging headers", async () => {
    const first = await list("q=walrus&limit=3");
    expect(first.status).toBe(200);
    expect(emails(first.body)).toEqual(["abe@walrus.test", "bea@walrus.test", "cleo@walrus.test"]);
    expect(first.headers.get("X-Total-Count")).toBe("4");
    expect(first.headers.get("X-Page-Count")).toBe("2");
    expect(emails((await list("q=walrus&limit=3&page=2")).body)).toEqual(["dot@walrus.test"]);
  });

  it.each([
    ["email&order=desc", ["dot@walrus.test", "cleo@walrus.test", "bea@walrus.test"]],
    ["createdAt&order=desc", ["dot@walrus.test", "cleo@walrus.test", "bea@walrus.test"]],
  ])("sorts by %s", async (sort, expected) => {
    const { status, body } = await list(`q=walrus&limit=3&sort=${sort}`);
    expect(status).toBe(200);
    expect(emails(body)).toEqual(expected);
  });

  it("sorts by role (admins first when descending, last when ascending)", async () => {
    expect(emails((await list("q=walrus&sort=role&order=desc")).body)[0]).toBe("abe@walrus.test");
    expect(emails((await list("q=walrus&sort=role&order=asc")).body).at(-1)).toBe(
      "abe@walrus.test",
    );
  });

  it("sorts by name, and searches names as well as emails", async () => {
    expect(emails((await list("q=walrus%20b&sort=name")).body)).toEqual(["bea@walrus.test"]);
    expect(emails((await list("q=WALRUS&sort=name&order=desc&limit=2")).body)).toEqual([
      "dot@walrus.test",
      "cleo@walrus.test",
    ]);
  });

  it("filters by role", async () => {
    expect(emails((await list("q=walrus&role=admin")).body)).toEqual(["abe@walrus.test"]);
    const users = await list("q=walrus&role=user");
    expect(emails(users.body)).toHaveLength(3);
    expect(users.headers.get("X-Total-Count")).toBe("3");
  });

  it("exports the filtered accounts as CSV, formulas neutralised", async () => {
    const { status, headers, body } = await list("q=walrus&format=csv&sort=email");
    expect(status).toBe(200);
    expect(headers.get("content-disposition")).toBe('attachment; filename="users.csv"');
    const [header, ...records] = parse(body as string) as string[][];
    expect(header).toEqual([
      "User ID",
      "Email",
      "Name",
      "Role",
      "Joined",
      "Phone",
      "Address",
      "Education",
    ]);
    expect(records.map((record) => record[1])).toEqual([
      "abe@walrus.test",
      "bea@walrus.test",
      "cleo@walrus.test",
      "dot@walrus.test",
    ]);
    expect(records[3]!.slice(2, 5)).toEqual(["Walrus Dot", "user", "2026-01-04T09:00:00.000Z"]);
    expect(records[3]![6]).toBe("'-2+3+cmd|' /C calc'!A0");
  });

  it.each([
    ["role=owner", "role must be one of admin, user"],
    ["sort=passwordHash", "sort must be one of createdAt, email, name, role"],
    ["limit=abc", "limit must be a whole number"],
  ])("refuses %s with a 400 that says why", async (query, error) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error });
  });

  it("is for admins only: a customer gets 403 for the table and its export", async () => {
    expect((await list("page=1", asCustomer)).status).toBe(403);
    expect((await list("format=csv", asCustomer)).status).toBe(403);
  });
});
