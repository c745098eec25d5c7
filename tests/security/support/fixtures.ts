// The things the route table's calls act on, each made fresh through the API as the customer
// (or the admin), so every call of the table starts from a known state.
import { asc } from "drizzle-orm";
import type { OrderJson } from "@/domains/ordering/order-json";
import { getDb } from "@/lib/db";
import { settleTestIntent } from "@/lib/payments/test-provider";
import { blogs } from "@/models";
import { callApi, type ApiAnswer } from "../../helpers/api-routes";
import { setUpCallers, type CallerSet } from "../../helpers/callers";
import { sessionCookieFor } from "../../helpers/everything";
import { jpegWithExif } from "../../helpers/images";
import { createPart, intentIdOf, type PartRow } from "../../helpers/orders";
import { expectLoggedErrors } from "../../helpers/console";

export interface World {
  callers: CallerSet;
  /** A part of the suite's own with stock for every order the suite places. */
  part: PartRow;
  blogId: string;
  jpeg: Buffer;
  /** The customer's session cookie, as after a sign-in (the only way to a new API token). */
  customerSession: { cookie: string };
}

/** Makes the file's callers and things before its tests (hands the world to `ready`). */
export function openWorldForFile(ready: (world: World) => void): void {
  beforeAll(async () => {
    expectLoggedErrors();
    ready(await setUpWorld());
  }, 120_000);
}

async function setUpWorld(): Promise<World> {
  const callers = await setUpCallers();
  const part = await createPart({ orderQty: 2, availableQty: 900_000, priceCents: 1999 });
  const [blog] = await (await getDb()).select().from(blogs).orderBy(asc(blogs.id)).limit(1);
  return {
    callers,
    part,
    blogId: blog!.id,
    jpeg: await jpegWithExif(64, 48),
    customerSession: await sessionCookieFor(callers.customer.uid),
  };
}

let addresses = 0;
/** A client address of its own, so the per-IP rate limits of the account routes never bite. */
export const freshIp = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

let emails = 0;
export const freshEmail = (tag = "fresh") => `${tag}-${++emails}-${process.pid}@example.com`;

function mustSucceed(answer: ApiAnswer, what: string): unknown {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer)}`);
  return answer.body;
}

export const orderBody = (w: World) => ({
  productInfo: { id: w.part.id, orderQty: String(w.part.minOrderQty) },
  address: {
    address: "12 Gasket Street",
    phone: "+1 555 0123",
    city: "Toledo",
    state: "OH",
    zip: "43604",
  },
});

/** An unpaid order of the customer's. */
export async function anOrder(w: World): Promise<OrderJson> {
  const answer = await callApi("POST", "/api/orders", {
    url: "/api/orders",
    headers: w.callers.headers.customer,
    body: orderBody(w),
  });
  return (mustSucceed(answer, "placing an order") as { order: OrderJson }).order;
}

/** The customer's order with a payment intent at the test provider. */
export async function withIntent(w: World) {
  const order = await anOrder(w);
  const answer = await callApi("POST", "/api/payment/create-payment-intent", {
    url: "/api/payment/create-payment-intent",
    headers: w.callers.headers.customer,
    body: { orderId: order._id },
  });
  const { clientSecret } = mustSucceed(answer, "creating an intent") as { clientSecret: string };
  return { order, clientSecret, intentId: intentIdOf(clientSecret) };
}

/** The card went through at the provider; the shop has not been told yet. */
export async function withSucceededIntent(w: World) {
  const fixture = await withIntent(w);
  await settleTestIntent(fixture.intentId, { succeeded: true }, await getDb());
  return fixture;
}

export const CARD = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };

/** The customer's order, paid with 4242… */
export async function aPaidOrder(w: World) {
  const fixture = await withIntent(w);
  const answer = await callApi("POST", "/api/payment/test-provider/confirm", {
    url: "/api/payment/test-provider/confirm",
    headers: w.callers.headers.customer,
    body: { clientSecret: fixture.clientSecret, card: CARD },
  });
  mustSucceed(answer, "paying");
  return fixture;
}

/** An image upload as a browser's form sends it. */
export function imageForm(w: World): FormData {
  const form = new FormData();
  form.append("image", new File([new Uint8Array(w.jpeg)], "photo.jpg", { type: "image/jpeg" }));
  return form;
}
