/** @jest-environment jsdom */
import { SWRConfig } from "swr";
import { notCompleted } from "@/components/payments/pay-flow";
import { PaymentView } from "@/components/payments/payment-view";
import { TestCardForm } from "@/components/payments/test-card-form";
import { orderPayable } from "@/components/payments/payable";
import { toast } from "@/components/ui/toast";
import type { PaymentClientConfig } from "@/lib/payments/client-config";
import { orderMessages } from "@/domains/ordering/order-texts";
import { fetchCalls, field, jsonAnswer, render, settle, submit, type } from "./dom";
import type { OrderJson } from "@/domains/ordering/order-json";
import { anOrder } from "./order-fixture";

const mockRouter = { push: jest.fn(), refresh: jest.fn(), replace: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/components/ui/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const order = anOrder();

const INTENT_URL = "/api/payment/create-payment-intent";
const CONFIRM_URL = "/api/payment/test-provider/confirm";
const BOOKING_URL = "/api/booking?id=order-9";

/** Answers each API call by its URL, as the server would; a missing one fails the test. */
function serverAnswers(answers: Record<string, () => Promise<Response> | Response>) {
  fetchMock.mockImplementation(async (url: string) => {
    const answer = answers[url];
    if (!answer) throw new Error(`Unexpected call to ${url}`);
    return answer();
  });
}
const intentCreated = () => jsonAnswer(200, { clientSecret: "pi_test_1_secret_abc" });
const confirmed = (status: string) => () =>
  jsonAnswer(200, { paymentIntent: { id: "pi_test_1", status } });

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
  localStorage.setItem("accessToken", "token-of-bea");
});

async function payWithCard(number = "4242424242424242") {
  const container = await render(<TestCardForm payable={orderPayable(order)} />);
  await type(field(container, "Card number"), number);
  await type(field(container, "Expiry (MM/YY)"), "1234");
  await type(field(container, "CVC"), "123");
  const payButton = container.querySelector<HTMLButtonElement>("button[type=submit]")!;
  expect(payButton.textContent).toBe(orderMessages.payButton("50.00"));
  await submit(container.querySelector("form")!);
  return { container, payButton };
}

describe("paying an order with the test provider's card form", () => {
  it("creates the intent, confirms the card, books the payment and goes on to My Orders", async () => {
    serverAnswers({
      [INTENT_URL]: intentCreated,
      [CONFIRM_URL]: confirmed("succeeded"),
      [BOOKING_URL]: () => jsonAnswer(200, { insertedId: "payment-1" }),
    });
    const { payButton } = await payWithCard();
    await settle();

    expect(fetchCalls(fetchMock)).toEqual([
      { method: "POST", url: INTENT_URL, body: { orderId: "order-9", price: 50 } },
      {
        method: "POST",
        url: CONFIRM_URL,
        body: {
          clientSecret: "pi_test_1_secret_abc",
          // The number as bare digits, the expiry as the form wrote it.
          card: { number: "4242424242424242", expiry: "12/34", cvc: "123" },
          billingDetails: { name: "Bea Buyer", email: "bea@example.com" },
        },
      },
      {
        method: "POST",
        url: BOOKING_URL,
        body: {
          uid: "buyer-uid",
          author: { name: "Bea Buyer", email: "bea@example.com" },
          productInfo: {
            id: "part-1",
            productName: "Brake pad set",
            price: 12.5,
            orderQty: 4,
            image: "/images/brake.webp",
          },
          transactionId: "pi_test_1",
          status: "paid",
          createdAt: expect.any(String),
        },
      },
    ]);
    // Every call carries the contract's bearer token.
    for (const [, init] of fetchMock.mock.calls as [string, RequestInit][])
      expect(init.headers).toMatchObject({ authorization: "Bearer token-of-bea" });
    expect(mockRouter.push).toHaveBeenCalledWith("/dashboard/my-orders?paid=order-9&tx=pi_test_1");
    expect(toast.error).not.toHaveBeenCalled();
    // Still busy until My Orders is in: a second payment cannot start meanwhile.
    expect(payButton.textContent).toBe("Processing…");
    expect(payButton.disabled).toBe(true);
  });

  it("shows 'Processing…' on a disabled button while the payment is under way", async () => {
    let answerIntent: (answer: Response) => void = () => undefined;
    serverAnswers({
      [INTENT_URL]: () => new Promise<Response>((resolve) => (answerIntent = resolve)),
      [CONFIRM_URL]: confirmed("succeeded"),
      [BOOKING_URL]: () => jsonAnswer(200, { insertedId: "payment-1" }),
    });
    const { payButton } = await payWithCard();
    await settle();
    expect(payButton.textContent).toBe("Processing…");
    expect(payButton.disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answerIntent(intentCreated());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(mockRouter.push).toHaveBeenCalledTimes(1);
  });

  it("shows the provider's refusal, books nothing and lets the customer try again", async () => {
    serverAnswers({
      [INTENT_URL]: intentCreated,
      [CONFIRM_URL]: () => jsonAnswer(402, { error: "Your card was declined." }),
    });
    const { payButton } = await payWithCard("4000000000000002");
    await settle();

    expect(fetchCalls(fetchMock).map((call) => call.url)).toEqual([INTENT_URL, CONFIRM_URL]);
    expect(toast.error).toHaveBeenCalledWith("Your card was declined.");
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(payButton.textContent).toBe(orderMessages.payButton("50.00"));
    expect(payButton.disabled).toBe(false);
  });

  it("does not book an intent that did not succeed", async () => {
    serverAnswers({ [INTENT_URL]: intentCreated, [CONFIRM_URL]: confirmed("processing") });
    const { payButton } = await payWithCard();
    await settle();

    expect(fetchCalls(fetchMock).map((call) => call.url)).toEqual([INTENT_URL, CONFIRM_URL]);
    expect(toast.error).toHaveBeenCalledWith(notCompleted("processing"));
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(payButton.disabled).toBe(false);
  });

  it("says 'Something went wrong' when the server did not record the payment", async () => {
    serverAnswers({
      [INTENT_URL]: intentCreated,
      [CONFIRM_URL]: confirmed("succeeded"),
      [BOOKING_URL]: () => jsonAnswer(200, { insertedId: null }),
    });
    await payWithCard();
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(toast.error).toHaveBeenCalledWith(orderMessages.somethingWrong);
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it("shows the server's message when the intent cannot be created", async () => {
    serverAnswers({
      [INTENT_URL]: () => jsonAnswer(409, { error: orderMessages.alreadyPaid }),
    });
    await payWithCard();
    await settle();

    expect(fetchCalls(fetchMock).map((call) => call.url)).toEqual([INTENT_URL]);
    expect(toast.error).toHaveBeenCalledWith(orderMessages.alreadyPaid);
  });

  it("sends nothing while the card is incomplete", async () => {
    const container = await render(<TestCardForm payable={orderPayable(order)} />);
    await type(field(container, "Card number"), "4242");
    await submit(container.querySelector("form")!);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.textContent).toContain("Your card number is incomplete.");
    expect(container.textContent).toContain("Expiry date is required");
  });
});

describe("the payment screen says which provider takes the payment", () => {
  /** The payment screen with the order the server would answer, in a cache of its own. */
  async function paymentScreen(payments: PaymentClientConfig, shown: OrderJson = order) {
    const container = await render(
      <SWRConfig value={{ provider: () => new Map(), fetcher: async () => shown }}>
        <PaymentView orderId={shown._id} payments={payments} />
      </SWRConfig>,
    );
    await settle();
    return container;
  }

  it("without a configured provider: the not-configured message, and no card form", async () => {
    const container = await paymentScreen({ provider: "off" });
    expect(container.textContent).toContain(orderMessages.paymentsNotConfigured);
    expect(container.querySelector("form")).toBeNull();
    expect(container.textContent).not.toMatch(/test mode/i);
  });

  it("with the test provider: labelled test mode, even for an order already paid", async () => {
    const unpaid = await paymentScreen({ provider: "test" });
    expect(unpaid.textContent).toContain(orderMessages.testModeTitle);
    expect(unpaid.querySelector("form")).not.toBeNull();

    const paid = await paymentScreen({ provider: "test" }, { ...order, paid: true });
    expect(paid.textContent).toContain(orderMessages.alreadyPaid);
    expect(paid.textContent).toContain(orderMessages.testModeTitle);
  });
});
