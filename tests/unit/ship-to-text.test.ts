// An order's destination on one line (My Orders, the order page, the payment page, mails).
import { shipToText } from "@/domains/ordering/order-json";

it("adds city, state and ZIP when the order has them", () => {
  expect(
    shipToText({
      address: "12 Piston Road",
      phone: "555",
      city: "Detroit",
      state: "MI",
      zip: "48201",
    }),
  ).toBe("12 Piston Road, Detroit, MI 48201");
});

it("is the contract's address alone for an order without them", () => {
  expect(
    shipToText({ address: "1 Main St, Detroit", phone: "555", city: null, state: null, zip: null }),
  ).toBe("1 Main St, Detroit");
});
