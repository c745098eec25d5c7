import type { OrderJson } from "@/domains/ordering/order-json";

/** An unpaid order of four brake pad sets, as the API answers it; `changes` set the rest. */
export const anOrder = (changes: Partial<OrderJson> = {}): OrderJson => ({
  _id: "order-9",
  uid: "buyer-uid",
  author: { name: "Bea Buyer", email: "bea@example.com" },
  productInfo: {
    id: "part-1",
    productName: "Brake pad set",
    image: "/images/brake.webp",
    price: 12.5,
    orderQty: 4,
  },
  address: { address: "1 Main St", phone: "5550100", city: null, state: null, zip: null },
  transactionId: null,
  status: "pending",
  subtotal: 50,
  shipping: 0,
  tax: 0,
  coreCharge: 0,
  coresOutstanding: 0,
  total: 50,
  shippingService: null,
  deliveryBy: null,
  taxState: null,
  taxRate: null,
  taxExemptCertificate: null,
  destinationDefaulted: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  checkoutId: null,
  paid: false,
  shipped: false,
  carrier: null,
  trackingNumber: null,
  poNumber: null,
  onAccount: false,
  vehicleId: null,
  ...changes,
});

/** The same order sent by express to Texas: shipping 18.40$ and tax 4.28$ on top of its 50$. */
export const aChargedOrder = (changes: Partial<OrderJson> = {}): OrderJson =>
  anOrder({
    shipping: 18.4,
    tax: 4.28,
    total: 72.68,
    shippingService: "express",
    deliveryBy: "2026-12-01",
    taxState: "TX",
    taxRate: 6.25,
    ...changes,
  });
