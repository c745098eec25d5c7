// The mixed traffic of the reliability scripts, as an autocannon request sequence that each
// connection runs over and over: browse a page and the catalog, now and then sign in, order a
// part, pay for it with the test provider's card that succeeds, and have an admin ship it.
// A step whose input an earlier step did not produce (no order, no payment) browses instead.
const TEST_CARD = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };
const PAGES = ["/", "/allParts", "/blogs"];
const SIGN_IN_EVERY = 20; // sign-ins cost a password hash: one loop in 20 has one

const json = (token, body) => ({
  headers: {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    "content-type": "application/json",
  },
  body: JSON.stringify(body),
});

/**
 * `tally[step][status]` counts the answers of each step; `placed` keeps the id of every order
 * answered 201, so a later check can find each of them in the database. `onAnswer(step, status)`
 * hears of every answer as it arrives.
 */
export function shopTraffic(shop, onAnswer) {
  const { buyers, admin, password } = shop;
  const baseUrl = shop.server.url;
  const parts = shop.initial;
  const tally = {};
  const placed = new Set();
  let loops = 0;
  const count = (step, status) => {
    tally[step] ??= {};
    tally[step][status] = (tally[step][status] ?? 0) + 1;
  };
  const browse = (request, context) => {
    context.step = "browse api";
    return { ...request, method: "GET", path: `/api/parts/${context.part.id}` };
  };
  // After a connection error autocannon can hand a step another step's answer: an answer that
  // is not the step's JSON is counted but not used.
  const step = (setup, onOk) => ({
    setupRequest: (request, context) => setup(request, context) ?? browse(request, context),
    onResponse: (status, body, context) => {
      count(context.step, status);
      onAnswer?.(context.step, status);
      if (status >= 300 || !onOk) return;
      try {
        onOk(JSON.parse(body), context);
      } catch {
        // Not this step's JSON (see the order step): nothing to carry on with.
      }
    },
  });
  const origin = { origin: baseUrl, host: new URL(baseUrl).host };

  const requests = [
    step((request, context) => {
      loops += 1;
      Object.assign(context, { orderId: undefined, clientSecret: undefined, paid: false });
      context.buyer = buyers[loops % buyers.length];
      context.part = parts[loops % parts.length];
      context.step = "page";
      return { ...request, method: "GET", path: PAGES[loops % PAGES.length] };
    }),
    step((request, context) => {
      context.step = "catalog api";
      return { ...request, method: "GET", path: "/api/parts" };
    }),
    step((request, context) => {
      if (loops % SIGN_IN_EVERY !== 0) return undefined;
      context.step = "sign in";
      const { headers, body } = json(null, { email: context.buyer.email, password });
      return {
        ...request,
        method: "POST",
        path: "/api/account/login",
        headers: { ...headers, ...origin },
        body,
      };
    }),
    step(
      (request, context) => {
        context.step = "order";
        const { buyer, part } = context;
        const order = {
          productInfo: { id: part.id, orderQty: part.minimum },
          address: { address: "12 Load Street, Detroit", phone: "+1 555 0100" },
        };
        return {
          ...request,
          method: "POST",
          path: `/api/orders?uid=${buyer.uid}`,
          ...json(buyer.token, order),
        };
      },
      ({ order }, context) => {
        context.orderId = order._id;
        placed.add(order._id);
      },
    ),
    step(
      (request, context) => {
        if (!context.orderId) return undefined;
        context.step = "payment intent";
        const body = { orderId: context.orderId };
        return {
          ...request,
          method: "POST",
          path: "/api/payment/create-payment-intent",
          ...json(context.buyer.token, body),
        };
      },
      ({ clientSecret }, context) => (context.clientSecret = clientSecret),
    ),
    step(
      (request, context) => {
        if (!context.clientSecret) return undefined;
        context.step = "pay";
        const body = { clientSecret: context.clientSecret, card: TEST_CARD };
        return {
          ...request,
          method: "POST",
          path: "/api/payment/test-provider/confirm",
          ...json(context.buyer.token, body),
        };
      },
      (_answer, context) => (context.paid = true),
    ),
    step((request, context) => {
      if (!context.paid) return undefined;
      context.step = "ship (admin)";
      const path = `/api/orders/shipped/${context.orderId}`;
      return { ...request, method: "PATCH", path, ...json(admin.token, { shipped: true }) };
    }),
  ];
  return { requests, tally, placed };
}

/** Answers that are not a success (2xx) or a redirect, per step. */
export function failuresByStep(tally) {
  return Object.fromEntries(
    Object.entries(tally).map(([step, statuses]) => [
      step,
      Object.entries(statuses)
        .filter(([status]) => Number(status) >= 400)
        .reduce((sum, [, n]) => sum + n, 0),
    ]),
  );
}
