/** @jest-environment node */
// Manage Orders' search reads a product's words as the shop's search does (issue 28): "pads"
// finds the order of a "Pad", as "pad" does, whatever the words' order; the filters still apply.
import { GET as getAllOrders } from "@/app/api/orders/all/route";
import type { OrderJson } from "@/domains/ordering/order-json";
import { demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { insertOrders, type OrderSpec } from "./table-orders";
import { headersOf } from "../../helpers/tokens";

let asAdmin: Record<string, string>;

const order = (name: string, product: string, state: OrderSpec["state"]): OrderSpec => ({
  name: `Stem ${name}`,
  email: `${name.toLowerCase()}@stems.test`,
  product,
  priceCents: 1000,
  qty: 10,
  state,
  day: "2026-04-01",
});

beforeAll(async () => {
  asAdmin = await headersOf(await demoUser(demo.admin));
  await insertOrders([
    order("Pad", "Quokka Ceramic Pad Set", "paid"),
    order("Rotor", "Quokka Vented Brake Rotor", "unpaid"),
    order("Hose", "Quokka Radiator Hose", "shipped"),
  ]);
});

async function search(query: string) {
  const { status, body, headers } = await callRoute(
    getAllOrders,
    `/api/orders/all?${new URLSearchParams({ limit: "50", ...Object.fromEntries(new URLSearchParams(query)) })}`,
    { headers: asAdmin },
  );
  expect(status).toBe(200);
  return {
    names: (body as OrderJson[]).map((found) => found.author.name),
    total: headers.get("X-Total-Count"),
  };
}

it.each([
  ["q=pads", ["Stem Pad"]],
  ["q=pad", ["Stem Pad"]],
  ["q=quokka pads", ["Stem Pad"]],
  ["q=pads quokka", ["Stem Pad"]],
  ["q=CERAMIC PADS", ["Stem Pad"]],
  ["q=rotors", ["Stem Rotor"]],
  ["q=hoses radiators", ["Stem Hose"]],
])("%s finds the order of the product's stemmed words", async (query, names) => {
  expect((await search(query)).names).toEqual(names);
});

it.each(["q=zyzzyva", "q=quokka tyres", "q=the", "q=pads&status=unpaid"])(
  "%s finds no order",
  async (query) => {
    expect(await search(query)).toEqual({ names: [], total: "0" });
  },
);

it("keeps the filters and the other matches: status, dates, email, name", async () => {
  expect((await search("q=pads&status=paid")).names).toEqual(["Stem Pad"]);
  expect((await search("q=quokka&status=shipped")).names).toEqual(["Stem Hose"]);
  expect((await search("q=pads&from=2026-04-02")).names).toEqual([]);
  expect((await search("q=rotor@stems.test")).names).toEqual(["Stem Rotor"]);
  expect((await search("q=stem hose")).names).toEqual(["Stem Hose"]);
});
