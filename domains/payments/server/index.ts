// The payments domain: what a purchase (a single order, or a checkout's orders) is paid with —
// intents, the customer's payment claims, the test provider's card form, Stripe's webhook, late
// payments' refunds — and closing an order's payment (cancel or refund) before it is deleted.
export { createIntentFor } from "./intents";
export { recordPayment, recordCheckoutPayment } from "./claims";
export { confirmTestPayment, TEST_PROVIDER_OFF, stripeNotConfigured } from "./test-payments";
export { handleStripeWebhook } from "./stripe-webhook";
export { refundLatePayment } from "./late-payments";
export { deleteOrder } from "./delete-order";
export { recordPaymentEvent } from "./ledger";
