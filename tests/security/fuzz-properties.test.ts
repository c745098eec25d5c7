/** @jest-environment node */
// Property-based fuzzing with fast-check (fixed seed, a few runs each, so it is repeatable and
// quick): any JSON body never makes a 5xx; a number or id field, a query id and a path param
// refuse whatever their rule does not allow; review texts with SQL and HTML are stored as given;
// unknown API paths, Auth.js's handlers, uploads and the Stripe webhook never answer a 5xx.
import fc from "fast-check";
import { callApi, type HttpMethod } from "../helpers/api-routes";
import { everything } from "../helpers/everything";
import { openWorldForFile, type World } from "./support/fixtures";
import { refusedProperly, send, shown, withField, withParam, withQuery } from "./support/fuzz-run";
import { fuzzTargets, type Kind } from "./support/fuzz-targets";
import { anyJson, HTML, invalidFor, SQL } from "./support/fuzz-values";
import { ageReviewsOf } from "./support/routes/catalog";

const RUNS = { seed: 20_260_611, numRuns: 8 };
const GENERATED: Kind[] = ["count", "stock", "price", "rating", "id"];

let world: World;
openWorldForFile((ready) => (world = ready));

const withBody = Object.keys(fuzzTargets).filter((key) => fuzzTargets[key]!.body);

it.each(withBody)("%s: any JSON body is answered without a 5xx, a refusal in JSON", async (key) => {
  const target = fuzzTargets[key]!;
  const { url } = await target.valid(world);
  await fc.assert(
    fc.asyncProperty(anyJson, async (body) => {
      const sent = await send(world, key, target, {
        label: "any",
        url,
        body: JSON.stringify(body),
      });
      expect(shown(sent)).toMatchObject({ status: expect.any(Number) });
      expect(sent.answer.status < 300 || refusedProperly(sent.answer)).toBe(true);
    }),
    RUNS,
  );
});

/** Every generated-kind slot of every target: its body fields, query values and path param. */
const slots = Object.entries(fuzzTargets)
  .flatMap(([key, target]) => [
    ...Object.entries(target.body ?? {}).map(([path, field]) => ({
      key,
      where: "body",
      path,
      kind: field.kind,
    })),
    ...Object.entries(target.query ?? {}).map(([path, field]) => ({
      key,
      where: "query",
      path,
      kind: field.kind,
    })),
    ...(target.param ? [{ key, where: "param", path: "param", kind: target.param }] : []),
  ])
  .filter((slot) => GENERATED.includes(slot.kind));

it.each(slots)("$key: $where $path refuses any value its rule does not allow", async (slot) => {
  const target = fuzzTargets[slot.key]!;
  const { url, body } = await target.valid(world);
  const before = await everything();
  const values = slot.where === "body" ? invalidFor(slot.kind) : invalidFor(slot.kind).map(String);
  await fc.assert(
    fc.asyncProperty(values, async (value) => {
      const call =
        slot.where === "body"
          ? { label: "", url, body: withField(body, slot.path, value) }
          : slot.where === "query"
            ? { label: "", url: withQuery(url, slot.path, value as string), body }
            : { label: "", url: withParam(url, value as string), body };
      if (call.url.endsWith("/")) return; // an empty param is another route
      const sent = await send(world, slot.key, target, call);
      expect({ value, ...shown(sent), ok: refusedProperly(sent.answer) }).toMatchObject({
        ok: true,
      });
    }),
    RUNS,
  );
  expect(await everything()).toEqual(before);
});

it("stores review texts with SQL and HTML in them exactly as given", async () => {
  const fragment = fc.constantFrom(...SQL, ...HTML);
  const text = fc.tuple(fc.string({ maxLength: 20 }), fragment).map(([a, b]) => `${a}${b}`);
  await fc.assert(
    fc.asyncProperty(text, async (reviewText) => {
      // One review a customer a day: every run posts as if a day had passed since the last.
      await ageReviewsOf();
      const sent = await send(world, "POST /api/reviews", fuzzTargets["POST /api/reviews"]!, {
        label: reviewText,
        url: "/api/reviews",
        body: { reviewText, rating: 3 },
      });
      if (sent.answer.status !== 201) return expect(refusedProperly(sent.answer)).toBe(true);
      const list = await callApi("GET", "/api/reviews", { url: "/api/reviews" });
      const id = (sent.answer.body as { insertedId: string }).insertedId;
      const stored = (list.body as { _id: string; reviewText: string }[]).find((r) => r._id === id);
      expect(stored?.reviewText).toBe(reviewText);
    }),
    RUNS,
  );
});

const segment = fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent);
const methods: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

it("answers any unknown API path with a 404 JSON error, for every method", async () => {
  const path = fc
    .array(segment, { minLength: 1, maxLength: 4 })
    .map((s) => `/api/zz-${s.join("/")}`);
  await fc.assert(
    fc.asyncProperty(path, fc.constantFrom(...methods), async (url, method) => {
      const answer = await callApi(method, "/api/[...unknown]", {
        url,
        body: method === "GET" ? undefined : "{",
      });
      expect({ url, status: answer.status, ok: refusedProperly(answer) }).toMatchObject({
        status: 404,
        ok: true,
      });
    }),
    RUNS,
  );
});

it("never gets a 5xx from Auth.js's handlers, whatever the path and body", async () => {
  const body = fc.oneof(
    fc.string(),
    anyJson.map((value) => JSON.stringify(value)),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.array(segment, { minLength: 1, maxLength: 3 }),
      body,
      async (path, text) => {
        const url = `/api/auth/${path.join("/")}`;
        const headers = { "content-type": "application/x-www-form-urlencoded" };
        const get = await callApi("GET", "/api/auth/[...nextauth]", { url });
        const post = await callApi("POST", "/api/auth/[...nextauth]", { url, headers, body: text });
        expect({ url, get: get.status < 500, post: post.status < 500 }).toEqual({
          url,
          get: true,
          post: true,
        });
      },
    ),
    RUNS,
  );
});

it.each([
  ["a JSON body", JSON.stringify({ image: "x" }), "application/json"],
  ["plain text", "not an image", "text/plain"],
  ["an empty body", "", "multipart/form-data; boundary=x"],
  ["multipart without a boundary", "--x\r\n\r\n", "multipart/form-data"],
  [
    "garbage bytes as the image",
    '--b\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u0000\u0001garbage\r\n--b--\r\n',
    "multipart/form-data; boundary=b",
  ],
  [
    "the image as a text field",
    '--b\r\nContent-Disposition: form-data; name="image"\r\n\r\nhello\r\n--b--\r\n',
    "multipart/form-data; boundary=b",
  ],
])("refuses an upload with %s (4xx JSON)", async (_label, body, type) => {
  const headers = { ...world.callers.headers.admin, "content-type": type };
  const answer = await callApi("POST", "/api/uploads", { url: "/api/uploads", headers, body });
  expect({ status: answer.status, body: answer.body, ok: refusedProperly(answer) }).toMatchObject({
    ok: true,
  });
});

it("answers the Stripe webhook with a 4xx JSON error, whatever it is sent", async () => {
  await fc.assert(
    fc.asyncProperty(fc.string(), fc.option(fc.string()), async (body, signature) => {
      const headers: Record<string, string> =
        signature === null ? {} : { "stripe-signature": signature.replace(/[\r\n]/g, "") };
      const answer = await callApi("POST", "/api/webhooks/stripe", {
        url: "/api/webhooks/stripe",
        headers,
        body,
      });
      expect(refusedProperly(answer)).toBe(true);
    }),
    RUNS,
  );
});
