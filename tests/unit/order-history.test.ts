import type { OrderJson } from "@/domains/ordering/order-json";
import { anOrder } from "./client/order-fixture";
import { orderHistory, shortNumber, summarise } from "@/domains/ordering/order-history-json";
import { knownCarrier, normalTrackingNumber, trackingUrl } from "@/domains/ordering/tracking-json";

let made = 0;
/** An order of `total` dollars in this state, optionally a line of a checkout. */
function order(
  state: "pending" | "paid" | "shipped" | "expired",
  total: number,
  checkoutId: string | null = null,
): OrderJson {
  made += 1;
  return anOrder({
    _id: `order-${made}`,
    productInfo: { id: "p", productName: "Pads", image: "/x.svg", price: total, orderQty: 1 },
    transactionId: state === "paid" || state === "shipped" ? "pi_1" : null,
    status: state,
    subtotal: total,
    total,
    checkoutId,
    paid: state === "paid" || state === "shipped",
    shipped: state === "shipped",
  });
}

describe("orderHistory: a checkout's lines together, other orders on their own", () => {
  test("lines group where the checkout's newest line stands; singles keep their place", () => {
    const history = orderHistory([
      order("pending", 5),
      order("paid", 10.1, "c1"),
      order("pending", 7),
      order("paid", 20.2, "c1"),
    ]);
    expect(history.map((entry) => entry.kind)).toEqual(["order", "checkout", "order"]);
    const checkout = history[1]!;
    // Newest first in the list; the lines as placed (oldest first), as on the invoice.
    expect(checkout.kind === "checkout" && checkout.lines.map((line) => line.total)).toEqual([
      20.2, 10.1,
    ]);
  });
});

describe("summarise: what Pay shows and whether it can be pressed", () => {
  test("a paid checkout shows its paid total, disabled — never 0.00", () => {
    expect(summarise([order("paid", 10.1), order("paid", 20.2)])).toEqual({
      status: "paid",
      paid: true,
      shipped: false,
      amount: 30.3,
      payable: false,
    });
  });

  test("an unpaid checkout pays its open lines; an expired line is not charged", () => {
    expect(summarise([order("pending", 12.5), order("expired", 4)])).toMatchObject({
      status: "pending",
      paid: false,
      amount: 12.5,
      payable: true,
    });
  });

  test("one shipped line and one waiting: Processing until both left", () => {
    expect(summarise([order("shipped", 1), order("paid", 2)])).toMatchObject({
      status: "paid",
      amount: 3,
    });
    expect(summarise([order("shipped", 1), order("shipped", 2)])).toMatchObject({
      status: "shipped",
      shipped: true,
    });
  });

  test("everything expired unpaid: what it would have cost, not payable", () => {
    expect(summarise([order("expired", 3), order("expired", 4)])).toMatchObject({
      status: "expired",
      paid: false,
      amount: 7,
      payable: false,
    });
  });
});

test("shortNumber: the first eight letters and digits, upper-case", () => {
  expect(shortNumber("a8ee12cd-9f00-4e1b-8c3a-000000000000")).toBe("A8EE12CD");
});

describe("tracking", () => {
  test.each([
    ["ups", "1Z999AA10123456784", "https://www.ups.com/track?tracknum=1Z999AA10123456784"],
    ["Fed Ex", "123456789012", "https://www.fedex.com/fedextrack/?trknbr=123456789012"],
    [
      "U.S.P.S.",
      "9400100000000000000000",
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000",
    ],
    [
      "dhl",
      "1234567890",
      "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890",
    ],
  ])("%s %s links to the carrier's tracking page", (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url);
  });

  test("an unknown carrier, or none, has no link", () => {
    expect(trackingUrl("Motor City Couriers", "MCC884410")).toBeNull();
    expect(trackingUrl(null, "MCC884410")).toBeNull();
    expect(knownCarrier("Motor City Couriers")).toBeNull();
  });

  test("a typed number loses its spaces and dashes and is upper-cased", () => {
    expect(normalTrackingNumber("1z 999-aa1 0123456784")).toBe("1Z999AA10123456784");
  });
});
