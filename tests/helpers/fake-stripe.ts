// A stand-in for Stripe's API at the HTTP boundary: a real HTTP server on 127.0.0.1 that answers
// the calls our Stripe adapter makes (create and retrieve a PaymentIntent, create a refund) the
// way Stripe does, including idempotency keys and error bodies. Everything on our side of the
// wire (the `stripe` package, the adapter, the services) runs for real.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { resetConfigForTests } from "@/lib/config";
import { fakeTaxCalculation } from "./fake-stripe-tax";

const FAKE_STRIPE_KEYS = {
  secretKey: "sk_test_fake",
  publishableKey: "pk_test_fake",
  webhookSecret: "whsec_test",
} as const;

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  livemode: false;
  created: number;
}

interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body, decoded: `{ amount: "1000", "metadata[orderId]": "…" }`. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

type StripeErrorBody = { type: string; message: string; code?: string; param?: string };

const STRIPE_ENV = [
  "STRIPE_SECRET_KEY",
  "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_BASE",
  "STRIPE_TAX",
] as const;

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;
const statusOf = (error: StripeErrorBody) =>
  error.type === "card_error" ? 402 : error.code === "resource_missing" ? 404 : 400;

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, FakeIntent>;
  refunds: { id: string; payment_intent: string; amount: number }[];
  /** What Stripe.js confirmCardPayment would do: the intent succeeds. */
  succeed(intentId: string): FakeIntent;
  setStatus(intentId: string, status: string): FakeIntent;
  /** The next refunds fail with this error (null: refunds work again). */
  refuseRefunds(error: StripeErrorBody | null): void;
  /** The next tax calculations fail with this error (null: they work again). */
  refuseTax(error: StripeErrorBody | null): void;
  /** Requests to `path` (method and path prefix), e.g. "POST /v1/payment_intents". */
  requestsTo(route: string): RecordedRequest[];
  /** Points the app at this server (and sets the webhook secret unless told not to; Stripe Tax
   * on when told to). */
  configure(options?: { webhookSecret?: boolean; stripeTax?: boolean }): void;
  /** Puts the Stripe variables back as they were: the app uses the test provider again. */
  unconfigure(): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const refunds: FakeStripe["refunds"] = [];
  /** Stripe's idempotency: a key answers the first response again, for the same parameters. */
  const idempotent = new Map<string, { form: string; status: number; body: unknown }>();
  let refundError: StripeErrorBody | null = null;
  let taxError: StripeErrorBody | null = null;

  function route(request: RecordedRequest): { status: number; body: unknown } {
    const { method, path, form } = request;
    const fail = (error: StripeErrorBody) => ({ status: statusOf(error), body: { error } });
    if (method === "POST" && path === "/v1/payment_intents") {
      const intent: FakeIntent = {
        id: randomId("pi"),
        object: "payment_intent",
        amount: Number(form.amount),
        currency: form.currency ?? "",
        status: "requires_payment_method",
        client_secret: "",
        metadata: Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith("metadata["))
            .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
        ),
        allowed_payment_method_types: Object.entries(form)
          .filter(([key]) => key.startsWith("allowed_payment_method_types["))
          .map(([, value]) => value),
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      intent.client_secret = `${intent.id}_secret_${crypto.randomBytes(8).toString("hex")}`;
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && retrieve) {
      const intent = intents.get(decodeURIComponent(retrieve[1]!));
      if (intent) return { status: 200, body: intent };
      return fail({
        type: "invalid_request_error",
        code: "resource_missing",
        param: "intent",
        message: `No such payment_intent: '${retrieve[1]}'`,
      });
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === "POST" && cancel) {
      const intent = intents.get(decodeURIComponent(cancel[1]!));
      if (!intent)
        return fail({
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such payment_intent: '${cancel[1]}'`,
        });
      if (intent.status === "succeeded" || intent.status === "canceled")
        return fail({
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        });
      intent.status = "canceled";
      return { status: 200, body: intent };
    }
    if (method === "POST" && path === "/v1/tax/calculations")
      return taxError ? fail(taxError) : { status: 200, body: fakeTaxCalculation(form) };
    if (method === "POST" && path === "/v1/refunds") {
      if (refundError) return fail(refundError);
      const intent = intents.get(form.payment_intent ?? "");
      if (!intent || intent.status !== "succeeded")
        return fail({
          type: "invalid_request_error",
          message: `This PaymentIntent (${form.payment_intent}) does not have a successful charge to refund.`,
        });
      const amount = Number(form.amount ?? intent.amount);
      const refunded = refunds.filter((refund) => refund.payment_intent === intent.id);
      const already = refunded.reduce((sum, refund) => sum + refund.amount, 0);
      if (amount + already > intent.amount)
        return fail({
          type: "invalid_request_error",
          code: "amount_too_large",
          message: `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge.`,
        });
      const refund = { id: randomId("re"), payment_intent: intent.id, amount };
      refunds.push(refund);
      return { status: 200, body: { ...refund, object: "refund", status: "succeeded" } };
    }
    return fail({ type: "invalid_request_error", message: `Unrecognized request URL (${path}).` });
  }

  function answer(request: RecordedRequest, authorization: string | undefined) {
    if (authorization !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`)
      return {
        status: 401,
        body: { error: { type: "invalid_request_error", message: "Invalid API Key provided" } },
      };
    const key = request.idempotencyKey;
    const formText = JSON.stringify([request.method, request.path, request.form]);
    const seen = key ? idempotent.get(key) : undefined;
    if (seen && seen.form !== formText)
      return {
        status: 400,
        body: {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      };
    if (seen) return seen;
    const result = route(request);
    if (key) idempotent.set(key, { form: formText, ...result });
    return result;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const raw = Buffer.concat(chunks).toString("utf8");
      const params = new URLSearchParams(req.method === "GET" ? url.search : raw);
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        form: Object.fromEntries(params),
        idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      };
      requests.push(recorded);
      const { status, body } = answer(recorded, req.headers.authorization);
      res.writeHead(status, { "content-type": "application/json", "request-id": randomId("req") });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const saved = Object.fromEntries(STRIPE_ENV.map((name) => [name, process.env[name]]));

  const setStatus = (intentId: string, status: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`The fake Stripe has no intent ${intentId}`);
    intent.status = status;
    return intent;
  };

  return {
    url,
    requests,
    intents,
    refunds,
    succeed: (intentId) => setStatus(intentId, "succeeded"),
    setStatus,
    refuseRefunds: (error) => {
      refundError = error;
    },
    refuseTax: (error) => {
      taxError = error;
    },
    requestsTo: (routeText) => {
      const [method, path] = routeText.split(" ");
      return requests.filter((r) => r.method === method && r.path.startsWith(path ?? ""));
    },
    configure: ({ webhookSecret = true, stripeTax = false } = {}) => {
      process.env.STRIPE_SECRET_KEY = FAKE_STRIPE_KEYS.secretKey;
      process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = FAKE_STRIPE_KEYS.publishableKey;
      process.env.STRIPE_API_BASE = url;
      if (webhookSecret) process.env.STRIPE_WEBHOOK_SECRET = FAKE_STRIPE_KEYS.webhookSecret;
      else delete process.env.STRIPE_WEBHOOK_SECRET;
      if (stripeTax) process.env.STRIPE_TAX = "true";
      else delete process.env.STRIPE_TAX;
      resetConfigForTests();
    },
    unconfigure: () => {
      for (const name of STRIPE_ENV) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      resetConfigForTests();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe event as Stripe sends it to a webhook endpoint, around an intent. */
export function stripeEvent(
  type: string,
  intent: Partial<FakeIntent> & { id: string },
  eventId = randomId("evt"),
) {
  return {
    id: eventId,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: { object: "payment_intent", metadata: {}, ...intent } },
  };
}

/** The Stripe-Signature header Stripe would send with this body (secret and time overridable). */
export function signWebhook(
  payload: string,
  {
    secret = FAKE_STRIPE_KEYS.webhookSecret,
    timestamp,
  }: { secret?: string; timestamp?: number } = {},
): string {
  return new Stripe(FAKE_STRIPE_KEYS.secretKey).webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp,
  });
}
