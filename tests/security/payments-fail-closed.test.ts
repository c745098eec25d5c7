/** @jest-environment node */
// Payments fail closed. A production server takes card payments through Stripe, or through the
// built-in test provider only when the operator says so (PAYMENTS_TEST_MODE=true); without
// either it says card payments are not configured and takes nothing. The test provider takes
// only its documented test cards: a Luhn-valid number such as 0000 0000 0000 0000 pays nothing.
import { parseConfig, resetConfigForTests } from "@/lib/config";
import { paymentClientConfig } from "@/lib/payments/client-config";
import { TEST_CARD_MESSAGES } from "@/lib/payments/test-cards";
import { orderMessages } from "@/domains/ordering/order-texts";
import { createUser } from "../helpers/accounts";
import {
  CARDS,
  clientSecretFor,
  confirmCard,
  createIntent,
  createPart,
  ledgerOf,
  orderRow,
  placedOrder,
  testIntentsOf,
  type PartRow,
} from "../helpers/orders";
import { expectLoggedErrors } from "../helpers/console";

const env = process.env as Record<string, string | undefined>;
const original = { NODE_ENV: env.NODE_ENV, PAYMENTS_TEST_MODE: env.PAYMENTS_TEST_MODE };

/** Runs the server's configuration as a server started with these variables would read it. */
function serverStartedWith(values: { NODE_ENV: string; PAYMENTS_TEST_MODE?: string }) {
  env.NODE_ENV = values.NODE_ENV;
  env.PAYMENTS_TEST_MODE = values.PAYMENTS_TEST_MODE ?? "";
  resetConfigForTests();
}

let part: PartRow;
/** A new customer for each order: a customer may hold only a few unpaid orders at once. */
const freshBuyer = () => createUser();
beforeAll(async () => {
  expectLoggedErrors();
  part = await createPart({ availableQty: 100_000 });
}, 120_000);
afterEach(() => serverStartedWith({ NODE_ENV: original.NODE_ENV ?? "test" }));
afterAll(async () => {
  env.PAYMENTS_TEST_MODE = original.PAYMENTS_TEST_MODE;
  resetConfigForTests();
});

describe("a production server without Stripe keys and without PAYMENTS_TEST_MODE", () => {
  test("create-payment-intent answers 503 'not configured' and writes nothing", async () => {
    const buyer = await freshBuyer();
    const order = await placedOrder(buyer, part);
    serverStartedWith({ NODE_ENV: "production" });

    const answer = await createIntent(buyer, { orderId: order._id, price: order.total });

    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: orderMessages.paymentsNotConfigured });
    expect(await ledgerOf(order._id)).toEqual([]);
    expect(await testIntentsOf(order._id)).toEqual([]);
    expect((await orderRow(order._id))?.paymentIntentId).toBeNull();
  });

  test("the test provider refuses even 4242… with 503, and the order stays unpaid", async () => {
    const buyer = await freshBuyer();
    const order = await placedOrder(buyer, part);
    const clientSecret = await clientSecretFor(buyer, order); // made while test mode was on
    serverStartedWith({ NODE_ENV: "production" });

    const answer = await confirmCard(buyer, clientSecret, CARDS.succeeds);

    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: orderMessages.paymentsNotConfigured });
    expect((await orderRow(order._id))?.paid).toBe(false);
    expect((await ledgerOf(order._id)).map((row) => row.eventType)).toEqual(["intent_created"]);
  });

  test("the payment screen is told card payments are off (no card form)", () => {
    serverStartedWith({ NODE_ENV: "production" });
    expect(paymentClientConfig()).toEqual({ provider: "off" });
  });
});

describe("a production server with PAYMENTS_TEST_MODE=true", () => {
  test("runs the test provider, which the payment screen labels as test mode", async () => {
    serverStartedWith({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "true" });
    expect(paymentClientConfig()).toEqual({ provider: "test" });

    const buyer = await freshBuyer();
    const order = await placedOrder(buyer, part);
    const clientSecret = await clientSecretFor(buyer, order);
    const answer = await confirmCard(buyer, clientSecret, CARDS.succeeds);

    expect(answer.status).toBe(200);
    expect((await orderRow(order._id))?.paid).toBe(true);
  });

  test("PAYMENTS_TEST_MODE=false keeps a production server closed", () => {
    serverStartedWith({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "false" });
    expect(paymentClientConfig()).toEqual({ provider: "off" });
  });

  test("a value other than true or false stops the server with a clear message", () => {
    expect(() => parseConfig({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "yes" })).toThrow(
      "PAYMENTS_TEST_MODE must be true or false",
    );
  });
});

describe("the test provider takes only its documented test cards", () => {
  test.each([
    ["test", undefined],
    ["production", "true"],
  ])("NODE_ENV=%s: a Luhn-valid card that is not a test card pays nothing", async (mode, flag) => {
    serverStartedWith({ NODE_ENV: mode, PAYMENTS_TEST_MODE: flag });
    for (const number of ["0000 0000 0000 0000", "5555 5555 5555 4444"]) {
      const buyer = await freshBuyer();
      const order = await placedOrder(buyer, part);
      const clientSecret = await clientSecretFor(buyer, order);

      const answer = await confirmCard(buyer, clientSecret, number);

      expect(answer.status).toBe(402);
      expect(answer.body).toMatchObject({ error: TEST_CARD_MESSAGES.notATestCard });
      expect((await orderRow(order._id))?.paid).toBe(false);
      const ledger = await ledgerOf(order._id);
      expect(ledger.map((row) => [row.eventType, row.detail])).toEqual([
        ["intent_created", null],
        ["failed", TEST_CARD_MESSAGES.notATestCard],
      ]);
    }
  });
});
