/** @jest-environment node */
// Who may call each order and payment route: every route of the orders issue against every kind
// of caller, on the built-in test provider. Bearer tokens only (Auth.js's `auth()` answers "no
// session cookie"), except the last block, which plays a session cookie to check the CSRF guard.
// A refused call must leave the whole database (and the outbox) exactly as it was.
jest.mock("@/lib/auth/auth", () => ({
  ...jest.requireActual("@/lib/auth/auth"),
  auth: jest.fn(async () => null),
}));

import { asc, eq } from "drizzle-orm";
import { auth } from "@/lib/auth/auth";
import { GET as getOrders, POST as postOrder } from "@/app/api/orders/route";
import { GET as getAllOrders } from "@/app/api/orders/all/route";
import { DELETE as deleteOrder, GET as getOrder } from "@/app/api/orders/[id]/route";
import { PATCH as patchShipped } from "@/app/api/orders/shipped/[id]/route";
import { PATCH as patchPaid } from "@/app/api/orders/paid/[id]/route";
import { POST as postBooking } from "@/app/api/booking/route";
import { POST as createIntent } from "@/app/api/payment/create-payment-intent/route";
import { POST as confirmTest } from "@/app/api/payment/test-provider/confirm/route";
import { PATCH as patchQty } from "@/app/api/parts/updateQty/[id]/route";
import { NOT_SIGNED_IN } from "@/lib/auth/guards";
import type { OrderJson } from "@/lib/contract/order";
import { getDb } from "@/lib/db";
import type { DatabaseHandle } from "@/lib/db/open";
import { settleTestIntent } from "@/lib/payments/test-provider";
import { orders, parts } from "@/models";
import { sameOrigin } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { openTestDatabase } from "../../helpers/test-database";
import { snapshot } from "../../helpers/orders";
import {
  callers,
  setUpCallers,
  type Caller,
  type CallerSet,
  type Identity,
} from "../../helpers/callers";

let database: DatabaseHandle;
let customer: Identity;
let partId: string, moq: number;
let headers: CallerSet["headers"];
let self: CallerSet["self"];
const STOCK = 500_000;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ headers, self, customer } = await setUpCallers());
  const db = await getDb();
  const [part] = await db.select().from(parts).orderBy(asc(parts.orderQty)).limit(1);
  ({ id: partId, orderQty: moq } = part!);
  // Enough stock for the hundred-odd orders the matrix places.
  await db.update(parts).set({ availableQty: STOCK }).where(eq(parts.id, partId));
});
afterAll(() => database.close());

/** The expected status for the four real identities; every caller without one gets 401. */
const expected = (customerStatus: number, another: number, adminStatus: number, wasAdmin: number) =>
  ({
    ...Object.fromEntries(callers.slice(0, 6).map((caller) => [caller, 401])),
    customer: customerStatus,
    "another customer": another,
    admin: adminStatus,
    "demoted admin's old token": wasAdmin,
  }) as Record<Caller, number>;

async function orderRow(id: string) {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
  return row;
}

const orderBody = () => ({
  productInfo: { id: partId, orderQty: String(moq) },
  address: { address: "12 Gasket Street, Toledo", phone: "+1 555 0123" },
});

type Handler = (
  request: Request,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

/** The customer's fixtures, made through the routes: a POST as the customer that must work. */
async function post<T>(handler: Handler, url: string, body: unknown): Promise<T> {
  const answer = await callRoute(handler, url, { method: "POST", headers: headers.customer, body });
  expect(answer.status).toBeLessThan(300);
  return answer.body as T;
}
const anOrder = () => post<{ order: OrderJson }>(postOrder, "/api/orders", orderBody());
async function withIntent() {
  const { order } = await anOrder();
  const { clientSecret } = await post<{ clientSecret: string }>(
    createIntent,
    "/api/payment/create-payment-intent",
    { orderId: order._id },
  );
  return { order, clientSecret, intentId: clientSecret.split("_secret_")[0]! };
}
/** The card went through at the provider; the shop has not been told yet. */
async function withSucceededIntent() {
  const fixture = await withIntent();
  await settleTestIntent(fixture.intentId, { succeeded: true }, await getDb());
  return fixture;
}
const card = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };
async function aPaidOrder() {
  const fixture = await withIntent();
  const body = { clientSecret: fixture.clientSecret, card };
  await post(confirmTest, "/api/payment/test-provider/confirm", body);
  return fixture;
}
const noFixture = async () => ({});

interface RouteCase<F> {
  /** "METHOD /path …": the method the call is made with. */
  name: string;
  handler: Handler;
  statuses: Record<Caller, number>;
  fixture: () => Promise<F>;
  url: (f: F, caller: Caller) => string;
  body?: (f: F, caller: Caller) => unknown;
  /** Checks a successful answer (its body) and what it changed. */
  ok: (body: unknown, f: F, caller: Caller) => unknown;
}
const routeCase = <F>(c: RouteCase<F>) => c as unknown as RouteCase<unknown>;

const ids = (body: unknown) => (body as OrderJson[]).map((row) => row._id);
const paymentClaim = (name: string, handler: Handler, url: string) =>
  routeCase({
    name: `${name} {an order whose intent succeeded}`,
    handler,
    statuses: expected(200, 403, 403, 403),
    fixture: withSucceededIntent,
    url: (f) => url + f.order._id,
    body: (f) => ({ transactionId: f.intentId }),
    ok: async (_body, f) =>
      expect(await orderRow(f.order._id)).toMatchObject({ paid: true, transactionId: f.intentId }),
  });

const cases = [
  routeCase({
    name: "GET /api/orders?uid={the customer's uid}",
    handler: getOrders,
    statuses: expected(200, 403, 200, 403),
    fixture: anOrder,
    url: () => `/api/orders?uid=${customer.uid}`,
    ok: (body, f) => {
      expect(ids(body)).toContain(f.order._id);
      expect((body as OrderJson[]).filter((row) => row.uid !== customer.uid)).toEqual([]);
    },
  }),
  ...(["own", "the customer's"] as const).map((whose) =>
    routeCase({
      name: `POST /api/orders?uid={${whose} uid}`,
      handler: postOrder,
      statuses: whose === "own" ? expected(201, 201, 201, 201) : expected(201, 403, 403, 403),
      fixture: noFixture,
      url: (_f, caller) => `/api/orders?uid=${whose === "own" ? self(caller).uid : customer.uid}`,
      body: orderBody,
      ok: (body, _f, caller) =>
        expect((body as { order: OrderJson }).order).toMatchObject({ uid: self(caller).uid }),
    }),
  ),
  routeCase({
    name: "GET /api/orders/all",
    handler: getAllOrders,
    statuses: expected(403, 403, 200, 403),
    fixture: anOrder,
    url: () => "/api/orders/all",
    ok: (body, f) => expect(ids(body)).toContain(f.order._id),
  }),
  routeCase({
    name: "GET /api/orders/{the customer's order}",
    handler: getOrder,
    statuses: expected(200, 403, 200, 403),
    fixture: anOrder,
    url: (f) => `/api/orders/${f.order._id}`,
    ok: (body, f) => expect(body).toMatchObject({ _id: f.order._id, uid: customer.uid }),
  }),
  routeCase({
    name: "DELETE /api/orders/{the customer's unpaid order}",
    handler: deleteOrder,
    statuses: expected(200, 403, 200, 403),
    fixture: anOrder,
    url: (f) => `/api/orders/${f.order._id}`,
    ok: async (body, f) => {
      expect(body).toEqual({ deletedCount: 1 });
      expect(await orderRow(f.order._id)).toBeUndefined();
    },
  }),
  routeCase({
    name: "PATCH /api/orders/shipped/{the customer's paid order}",
    handler: patchShipped,
    statuses: expected(403, 403, 200, 403),
    fixture: aPaidOrder,
    url: (f) => `/api/orders/shipped/${f.order._id}`,
    body: () => ({ shipped: true }),
    ok: async (body, f) => {
      expect(body).toEqual({ modifiedCount: 1 });
      expect(await orderRow(f.order._id)).toMatchObject({ paid: true, shipped: true });
    },
  }),
  paymentClaim("PATCH /api/orders/paid/{id}", patchPaid, "/api/orders/paid/"),
  paymentClaim("POST /api/booking?id=", postBooking, "/api/booking?id="),
  routeCase({
    name: "POST /api/payment/create-payment-intent {the customer's order}",
    handler: createIntent,
    statuses: expected(200, 403, 403, 403),
    fixture: anOrder,
    url: () => "/api/payment/create-payment-intent",
    body: (f) => ({ orderId: f.order._id, price: f.order.total }),
    ok: async (body, f) => {
      const intentId = (body as { clientSecret: string }).clientSecret.split("_secret_")[0];
      expect((await orderRow(f.order._id))?.paymentIntentId).toBe(intentId);
    },
  }),
  routeCase({
    name: "POST /api/payment/test-provider/confirm {the customer's intent, 4242…}",
    handler: confirmTest,
    statuses: expected(200, 403, 403, 403),
    fixture: withIntent,
    url: () => "/api/payment/test-provider/confirm",
    body: (f) => ({ clientSecret: f.clientSecret, card }),
    ok: async (body, f) => {
      expect(body).toMatchObject({ paymentIntent: { id: f.intentId, status: "succeeded" } });
      expect(await orderRow(f.order._id)).toMatchObject({ paid: true, transactionId: f.intentId });
    },
  }),
  routeCase({
    name: "PATCH /api/parts/updateQty/{a part}",
    handler: patchQty,
    statuses: expected(403, 403, 200, 403),
    fixture: noFixture,
    url: () => `/api/parts/updateQty/${partId}`,
    body: (_f, caller) => ({ availableQty: STOCK + callers.indexOf(caller) }),
    ok: async (body, _f, caller) => {
      expect(body).toEqual({ modifiedCount: 1 });
      const [part] = await (await getDb()).select().from(parts).where(eq(parts.id, partId));
      expect(part?.availableQty).toBe(STOCK + callers.indexOf(caller));
    },
  }),
];

describe.each(cases)("$name", ({ name, handler, statuses, fixture, url, body, ok }) => {
  it.each(callers.map((caller) => [caller, statuses[caller]] as const))(
    "%s → %i",
    async (caller, status) => {
      const f = await fixture();
      const target = url(f, caller);
      const before = await snapshot();
      const outcome = await callRoute(handler, target, {
        method: name.split(" ")[0],
        headers: headers[caller],
        params: { id: /\/([^/?]+)$/.exec(target)?.[1] ?? "" }, // the route's [id]: the last segment
        body: body?.(f, caller),
      });
      expect(outcome.status).toBe(status);
      if (status < 300) {
        await ok(outcome.body, f, caller);
      } else {
        expect(outcome.body).toMatchObject({
          error: status === 401 ? NOT_SIGNED_IN : expect.any(String),
        });
        expect(await snapshot()).toEqual(before);
      }
    },
  );
});

describe("a customer's session cookie placing an order", () => {
  const session = jest.mocked(auth as unknown as () => Promise<unknown>);
  beforeEach(() => session.mockResolvedValue({ user: { uid: customer.uid } }));
  afterEach(() => session.mockResolvedValue(null));

  it.each([
    ["no Origin", { host: "localhost" }, 403],
    ["another site's Origin", { origin: "https://evil.example", host: "localhost" }, 403],
    ["our own pages' Origin", sameOrigin, 201],
  ])("POST /api/orders with %s → %i", async (_label, origin, status) => {
    const before = await snapshot();
    const placed = await callRoute(postOrder, `/api/orders?uid=${customer.uid}`, {
      method: "POST",
      headers: origin,
      body: orderBody(),
    });
    expect(placed.status).toBe(status);
    if (status === 201) {
      expect((placed.body as { order: OrderJson }).order.uid).toBe(customer.uid);
    } else {
      expect(placed.body).toEqual({
        error: "Cross-site request refused.",
        issues: [],
        requestId: expect.any(String),
      });
      expect(await snapshot()).toEqual(before);
    }
  });
});
