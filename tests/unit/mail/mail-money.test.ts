/** @jest-environment node */
// Every mail writes money the spec's one way, "21.90$", never "$21.90" (issue 28).
import type { OrderJson } from "@/domains/ordering/order-json";
import type { Mail } from "@/lib/mail";
import { anOrder } from "../client/order-fixture";
import {
  checkoutExpiredMail,
  checkoutPaidMail,
  checkoutReceivedMail,
} from "@/lib/mail/order-mails";
import {
  latePaymentRefundedMail,
  orderExpiredMail,
  orderReceivedMail,
  orderShippedMail,
  paymentReceivedMail,
} from "@/lib/mail/order-mails";

const order = (id: string, price: number, orderQty: number): OrderJson =>
  anOrder({
    _id: id,
    uid: "u1",
    author: { name: "Dana Driver", email: "dana@example.com" },
    productInfo: { id: "p1", productName: "Ceramic pads", image: "/x.svg", price, orderQty },
    transactionId: "pi_1",
    status: "paid",
    subtotal: price * orderQty,
    total: price * orderQty,
    createdAt: "2026-11-20 10:00:00",
    paid: true,
  });

const pads = order("o1", 21.9, 100);
const rotors = order("o2", 1234.5, 2);
const mails: [string, Mail][] = [
  ["order received", orderReceivedMail(pads)],
  ["payment received", paymentReceivedMail(pads)],
  ["shipped", orderShippedMail(pads)],
  ["expired", orderExpiredMail(pads)],
  ["late payment refunded", latePaymentRefundedMail(pads, "pi_2")],
  ["checkout received", checkoutReceivedMail("c1", [pads, rotors])],
  ["checkout paid", checkoutPaidMail([pads, rotors], "pi_3")],
  ["checkout expired", checkoutExpiredMail([pads, rotors])],
];

describe.each(mails)("the %s mail", (_, mail) => {
  it('writes its amounts as "N.NN$", never with a leading $', () => {
    expect(mail.text).toContain("21.90$");
    expect(mail.text).not.toMatch(/\$\s?\d/);
  });
});

it("writes each line's price and total, and the checkout's total, the same way", () => {
  const [, received] = mails[5]!;
  expect(received.text).toContain("- Ceramic pads: 100 pcs at 21.90$ = 2,190.00$");
  expect(received.text).toContain("- Ceramic pads: 2 pcs at 1,234.50$ = 2,469.00$");
  expect(received.text).toContain("Total: 4,659.00$");
  expect(paymentReceivedMail(pads).text).toContain("We received your payment of 2,190.00$.");
});

it("writes subtotal, shipping, tax and total, the checkout's as its orders' sums", () => {
  const charged = (base: OrderJson, shipping: number, tax: number) => ({
    ...base,
    shipping,
    tax,
    total: base.subtotal + shipping + tax,
    shippingService: "express" as const,
    deliveryBy: "2026-12-01",
    taxState: "TX",
    taxRate: 6.25,
  });
  const text = checkoutReceivedMail("c1", [charged(pads, 10, 5), charged(rotors, 20, 10)]).text;
  expect(text).toContain("Subtotal: 4,659.00$");
  expect(text).toContain("Shipping (Express, delivery by Tue, Dec 1, 2026): 30.00$");
  expect(text).toContain("Tax (TX 6.25%): 15.00$");
  expect(text).toContain("Total: 4,704.00$");
  expect(paymentReceivedMail(charged(pads, 10, 5)).text).toContain(
    "We received your payment of 2,205.00$.",
  );
});
