/** @jest-environment node */
import { parse } from "csv-parse/sync";
import { GET as getAllOrders } from "@/app/api/orders/all/route";
import type { OrderJson } from "@/domains/ordering/order-json";
import { demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { anyPart, insertOrders, type OrderSpec } from "./table-orders";
import { headersOf } from "../../helpers/tokens";

let asAdmin: Record<string, string>;
let asCustomer: Record<string, string>;
let ids: string[];
let partNumber: string;

// Ten orders of one tag ("zebra"), so every query can be narrowed to them with q.
const order = (
  name: string,
  product: string,
  priceCents: number,
  qty: number,
  state: OrderSpec["state"],
  day: string,
  address?: string,
): OrderSpec => ({
  name: `Zebra ${name}`,
  email: `${name.toLowerCase()}@zebra.test`,
  product,
  priceCents,
  qty,
  state,
  day,
  address,
});
const specs: OrderSpec[] = [
  order("Alpha", "Zebra Pads", 1000, 10, "unpaid", "2026-01-05"),
  order("Bravo", "Zebra Discs", 500, 100, "paid", "2026-01-06"),
  order("Charlie", "Zebra Pads", 250, 40, "shipped", "2026-01-07"),
  order("Delta", "Zebra Filters", 300, 20, "expired", "2026-01-08"),
  order("Echo", "Zebra Pads", 700, 30, "paid", "2026-02-01"),
  order("Foxtrot", "Zebra Belts", 120, 60, "unpaid", "2026-02-02"),
  order("Golf", '=HYPERLINK("x")', 900, 10, "paid", "2026-02-03"),
  order("Hotel", 'Zebra Kit, "Pro"', 4000, 2, "shipped", "2026-02-04"),
  order("India", "Zebra Hoses", 60, 500, "unpaid", "2026-03-01", "@SUM(A1)"),
  order("Juliett", "Zebra Caps", 10, 1000, "expired", "2026-03-02"),
];

beforeAll(async () => {
  asAdmin = await headersOf(await demoUser(demo.admin));
  asCustomer = await headersOf(await demoUser(demo.customer));
  const part = await anyPart();
  partNumber = part.partNumber;
  specs[4] = { ...specs[4]!, partId: part.id };
  ids = await insertOrders(specs);
});

const list = (query: string, headers = asAdmin) =>
  callRoute(getAllOrders, `/api/orders/all?${query}`, { headers });
const names = (body: unknown) => (body as OrderJson[]).map((order) => order.author.name);
const zebra = (query: string) => list(`q=zebra&${query}`);

describe("GET /api/orders/all as a table", () => {
  it("answers every order as an array without table parameters, as the contract has it", async () => {
    const { status, body, headers } = await callRoute(getAllOrders, "/api/orders/all", {
      headers: asAdmin,
    });
    expect(status).toBe(200);
    expect((body as OrderJson[]).map((order) => order._id)).toEqual(expect.arrayContaining(ids));
    expect(headers.get("X-Total-Count")).toBeNull();
  });

  it("pages a search, newest first, with the paging headers", async () => {
    const first = await zebra("limit=4");
    expect(first.status).toBe(200);
    expect(names(first.body)).toEqual([
      "Zebra Juliett",
      "Zebra India",
      "Zebra Hotel",
      "Zebra Golf",
    ]);
    expect(first.headers.get("X-Total-Count")).toBe("10");
    expect(first.headers.get("X-Page")).toBe("1");
    expect(first.headers.get("X-Page-Count")).toBe("3");
    expect(first.headers.get("X-Total-Estimated")).toBeNull();
    const last = await zebra("limit=4&page=3");
    expect(names(last.body)).toEqual(["Zebra Bravo", "Zebra Alpha"]);
    expect((await zebra("limit=4&page=9")).body).toEqual([]);
  });

  it.each([
    ["total&order=desc", ["Zebra Bravo", "Zebra India", "Zebra Echo"]],
    ["total&order=asc", ["Zebra Delta", "Zebra Foxtrot", "Zebra Hotel"]],
    ["email", ["Zebra Alpha", "Zebra Bravo", "Zebra Charlie"]],
    ["customer&order=desc", ["Zebra Juliett", "Zebra India", "Zebra Hotel"]],
    ["product&from=2026-02-04", ["Zebra Juliett", "Zebra India", "Zebra Hotel"]],
    ["quantity&order=desc", ["Zebra Juliett", "Zebra India", "Zebra Bravo"]],
    ["createdAt&order=asc", ["Zebra Alpha", "Zebra Bravo", "Zebra Charlie"]],
  ])("sorts by %s", async (sort, expected) => {
    const { status, body } = await zebra(`limit=3&sort=${sort}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(expected);
  });

  it.each([
    ["unpaid", ["Zebra India", "Zebra Foxtrot", "Zebra Alpha"]],
    ["paid", ["Zebra Golf", "Zebra Echo", "Zebra Bravo"]],
    ["shipped", ["Zebra Hotel", "Zebra Charlie"]],
    ["expired", ["Zebra Juliett", "Zebra Delta"]],
  ])("filters to status=%s", async (status, expected) => {
    const answer = await zebra(`status=${status}`);
    expect(names(answer.body)).toEqual(expected);
    expect(answer.headers.get("X-Total-Count")).toBe(String(expected.length));
  });

  it("filters by a date range, both days included, and with a status", async () => {
    expect(names((await zebra("from=2026-01-07&to=2026-02-01")).body)).toEqual([
      "Zebra Echo",
      "Zebra Delta",
      "Zebra Charlie",
    ]);
    expect(names((await zebra("from=2026-02-01&status=paid&sort=total")).body)).toEqual([
      "Zebra Echo",
      "Zebra Golf",
    ]);
  });

  it("searches customer name, email, product, part number, transaction id and order id", async () => {
    expect(names((await list("q=HOTEL@ZEBRA")).body)).toEqual(["Zebra Hotel"]);
    expect(names((await list("q=zebra%20filters")).body)).toEqual(["Zebra Delta"]);
    expect(names((await list(`q=${encodeURIComponent(partNumber)}`)).body)).toContain("Zebra Echo");
    expect(names((await list("q=pi_table_1_Zebra%20Bravo")).body)).toEqual(["Zebra Bravo"]);
    expect(names((await list(`q=${ids[2]}`)).body)).toEqual(["Zebra Charlie"]);
    // The caller's own % and _ are plain characters, not wildcards.
    expect((await list("q=zebr_%25")).body).toEqual([]);
  });

  it.each([
    ["status=refundedx", "status must be one of unpaid, paid, shipped, expired, refunded"],
    ["sort=password", "sort must be one of createdAt, total, email, customer, product, quantity"],
    ["order=up", "order must be one of asc, desc"],
    ["from=2026-13-01", "from must be a real date"],
    ["from=yesterday", "from must be a date as YYYY-MM-DD"],
    ["from=2026-03-02&to=2026-03-01", "from must not be after to"],
    ["limit=500", "limit must be between 1 and 100"],
    ["page=0", "page must be between 1 and 1000000"],
    ["format=xlsx", "format must be one of csv"],
    [`q=${"x".repeat(201)}`, "q must be at most 200 characters"],
  ])("refuses %s with a 400 that says why", async (query, error) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error });
  });

  it("is for admins only: a customer gets 403 for the table and its export", async () => {
    expect((await list("page=1", asCustomer)).status).toBe(403);
    expect((await list("format=csv", asCustomer)).status).toBe(403);
    expect((await callRoute(getAllOrders, "/api/orders/all?format=csv")).status).toBe(401);
  });
});

describe("GET /api/orders/all?format=csv", () => {
  it("downloads the filtered orders in the table's order, with formulas neutralised", async () => {
    const { status, headers, body } = await zebra("format=csv&sort=createdAt&order=asc");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("content-disposition")).toBe('attachment; filename="orders.csv"');
    expect(headers.get("cache-control")).toBe("private, no-store");
    const [header, ...records] = parse(body as string) as string[][];
    expect(header).toEqual([
      "Order ID",
      "Placed at",
      "Customer",
      "Email",
      "Product",
      "Part ID",
      "Quantity",
      "Unit price",
      "Total",
      "Status",
      "Transaction ID",
      "Checkout ID",
      "Phone",
      "Address",
    ]);
    expect(records.map((record) => record[0])).toEqual(ids);
    const golf = records[6]!;
    expect(golf[4]).toBe(`'=HYPERLINK("x")`);
    expect(golf.slice(6, 10)).toEqual(["10", "9.00", "90.00", "paid"]);
    expect(records[7]![4]).toBe('Zebra Kit, "Pro"');
    expect(records[8]![13]).toBe("'@SUM(A1)");
    expect(records[0]![1]).toBe("2026-01-05T10:00:00.000Z");
  });

  it("exports a filter's every row across batches, each once, in the sorted order", async () => {
    const many = Array.from({ length: 2_300 }, (_, index) => ({
      name: `Yak ${index}`,
      email: `yak${index}@yak.test`,
      product: "Yak Bolts",
      priceCents: 100,
      qty: 1 + (index % 7),
      state: "unpaid" as const,
      day: "2026-04-01",
    }));
    const inserted = await insertOrders(many);
    const { body } = await list("q=yak.test&format=csv&sort=total&order=desc");
    const records = (parse(body as string) as string[][]).slice(1);
    expect(records).toHaveLength(2_300);
    expect(new Set(records.map((record) => record[0]))).toEqual(new Set(inserted));
    const totals = records.map((record) => Number(record[8]));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
});
