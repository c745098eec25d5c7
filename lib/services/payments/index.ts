// The payments domain: intents, the customer's payment claims, the test provider's card form,
// Stripe's webhook, and closing an order's payment (cancel or refund) before it is deleted.
export { createPaymentIntent } from "./intents";
export { recordPayment } from "./claims";
export { confirmTestPayment, TEST_PROVIDER_OFF, stripeNotConfigured } from "./test-payments";
export { handleStripeWebhook } from "./stripe-webhook";
export { closeUnpaidIntent, refundInFull } from "./closing";
export { createCheckoutIntent, createIntentFor } from "./checkout-intents";
export { recordCheckoutPayment, closeCheckoutIntent } from "./checkout-claims";
