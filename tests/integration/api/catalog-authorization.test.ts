/** @jest-environment node */
// Who may call each catalog route (products, uploads, reviews): every route against every kind
// of caller, with bearer tokens (Auth.js's `auth()` answers "no session cookie"), then a session
// cookie to check the CSRF guard. A refused call leaves the whole database, the outbox and the
// uploads directory exactly as they were.
jest.mock("@/lib/auth/auth", () => ({
  ...jest.requireActual("@/lib/auth/auth"),
  auth: jest.fn(async () => null),
}));

import fs from "node:fs";
import path from "node:path";
import { asc } from "drizzle-orm";
import { auth } from "@/lib/auth/auth";
import { POST as postPart } from "@/app/api/parts/route";
import { DELETE as deletePart } from "@/app/api/parts/[id]/route";
import { PATCH as patchPart } from "@/app/api/parts/update-stock/[id]/route";
import { GET as getReviews, POST as postReview } from "@/app/api/reviews/route";
import { NOT_SIGNED_IN } from "@/lib/auth/guards";
import type { ReviewJson } from "@/lib/contract/review";
import { getDb } from "@/lib/db";
import type { DatabaseHandle } from "@/lib/db/open";
import { reviews } from "@/models";
import { sameOrigin } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import {
  callers,
  setUpCallers,
  type Caller,
  type CallerSet,
  type Identity,
} from "../../helpers/callers";
import { imageForm, jpegWithExif, upload, uploadedFiles, uploadsDir } from "../../helpers/images";
import { createPart, partRow, snapshot, type PartRow } from "../../helpers/orders";
import { openTestDatabase } from "../../helpers/test-database";

let database: DatabaseHandle;
let admin: Identity, customer: Identity;
let headers: CallerSet["headers"];
let self: CallerSet["self"];
let jpeg: Buffer;

beforeAll(async () => {
  jest.spyOn(console, "log").mockImplementation(() => undefined); // the outbox's notes
  database = await openTestDatabase();
  ({ headers, self, admin, customer } = await setUpCallers());
  jpeg = await jpegWithExif(640, 480);
});
afterAll(() => database.close());

/** The expected status for the four real identities; every caller without one gets 401. */
const expected = (customerStatus: number, another: number, adminStatus: number, wasAdmin: number) =>
  ({
    ...Object.fromEntries(callers.slice(0, 6).map((caller) => [caller, 401])),
    customer: customerStatus,
    "another customer": another,
    admin: adminStatus,
    "demoted admin's old token": wasAdmin,
  }) as Record<Caller, number>;
const adminOnly = (status: number) => expected(403, 403, status, 403);

/** Everything a catalog call may change: the tables, the mails and the stored uploads. */
async function everything() {
  const db = await getDb();
  return {
    ...(await snapshot()),
    reviews: await db.select().from(reviews).orderBy(asc(reviews.id)),
    uploads: uploadedFiles(),
  };
}

const newPart = (caller: Caller) => ({
  productName: `Matrix Part (${caller})`,
  availableQty: "40",
  orderQty: "4",
  price: "12.50",
  productDescription: "Made by the authorization matrix.",
  image: "/images/parts/air-filter.svg",
  createdAt: "1999-01-01T00:00:00.000Z",
  creator: { name: "Somebody Else", uid: customer.uid },
});

type Outcome = { status: number; body: unknown };
interface RouteCase {
  name: string;
  statuses: Record<Caller, number>;
  /** Makes what the call acts on, if anything: a part of its own. */
  fixture: () => Promise<PartRow | null>;
  call: (
    callerHeaders: Record<string, string>,
    part: PartRow | null,
    caller: Caller,
  ) => Promise<Outcome>;
  /** Checks a successful answer and what it changed. */
  ok: (body: unknown, part: PartRow | null, caller: Caller) => Promise<void>;
}

const cases: RouteCase[] = [
  {
    name: "POST /api/parts",
    statuses: adminOnly(201),
    fixture: async () => null,
    call: (h, _part, caller) =>
      callRoute(postPart, "/api/parts", { method: "POST", headers: h, body: newPart(caller) }),
    ok: async (body, _part, caller) => {
      const row = await partRow((body as { insertedId: string }).insertedId);
      expect(row).toMatchObject({
        productName: newPart(caller).productName,
        priceCents: 1250,
        creatorUid: admin.uid,
      });
    },
  },
  {
    name: "PATCH /api/parts/update-stock/{id}",
    statuses: adminOnly(200),
    fixture: () => createPart({ availableQty: 100, priceCents: 1000 }),
    call: (h, part) =>
      callRoute(patchPart, `/api/parts/update-stock/${part!.id}`, {
        method: "PATCH",
        headers: h,
        params: { id: part!.id },
        body: { productName: "Changed by the matrix", availableQty: 7, orderQty: 2, price: 3.5 },
      }),
    ok: async (body, part) => {
      expect(body).toEqual({ modifiedCount: 1 });
      expect(await partRow(part!.id)).toMatchObject({ availableQty: 7, priceCents: 350 });
    },
  },
  {
    name: "DELETE /api/parts/{id}",
    statuses: adminOnly(200),
    fixture: () => createPart(),
    call: (h, part) =>
      callRoute(deletePart, `/api/parts/${part!.id}`, {
        method: "DELETE",
        headers: h,
        params: { id: part!.id },
      }),
    ok: async (body, part) => {
      expect(body).toEqual({ deletedCount: 1 });
      expect(await partRow(part!.id)).toBeUndefined();
    },
  },
  {
    name: "POST /api/uploads",
    statuses: adminOnly(200),
    fixture: async () => null,
    call: (h) => upload(h, imageForm(jpeg), { contentLength: true }),
    ok: async (body) => {
      const { url } = (body as { data: { url: string } }).data;
      expect(fs.existsSync(path.join(uploadsDir(), path.basename(url)))).toBe(true);
    },
  },
  {
    name: "POST /api/reviews",
    statuses: expected(201, 201, 201, 201),
    fixture: async () => null,
    call: (h, _part, caller) =>
      callRoute(postReview, "/api/reviews", {
        method: "POST",
        headers: h,
        body: {
          reviewText: `From the matrix: ${caller}`,
          rating: 4,
          author: { uid: customer.uid },
        },
      }),
    ok: async (body, _part, caller) => {
      const list = (await callRoute(getReviews, "/api/reviews")).body as ReviewJson[];
      const mine = list.find(
        (review) => review._id === (body as { insertedId: string }).insertedId,
      );
      expect(mine).toMatchObject({ rating: 4, author: { uid: self(caller).uid } });
    },
  },
];

describe.each(cases)("$name", ({ statuses, fixture, call, ok }) => {
  it.each(callers.map((caller) => [caller, statuses[caller]] as const))(
    "%s → %i",
    async (caller, status) => {
      const part = await fixture();
      const before = await everything();
      const outcome = await call(headers[caller], part, caller);
      expect(outcome.status).toBe(status);
      if (status < 300) {
        await ok(outcome.body, part, caller);
      } else {
        expect(outcome.body).toMatchObject({
          error: status === 401 ? NOT_SIGNED_IN : expect.any(String),
        });
        expect(await everything()).toEqual(before);
      }
    },
  );
});

it.each(callers)("GET /api/reviews answers %s like anyone else (200)", async (caller) => {
  const outcome = await callRoute(getReviews, "/api/reviews", { headers: headers[caller] });
  expect(outcome.status).toBe(200);
  expect(Array.isArray(outcome.body)).toBe(true);
});

describe("a session cookie must come from the shop's own pages", () => {
  const session = jest.mocked(auth as unknown as () => Promise<unknown>);
  afterEach(() => session.mockResolvedValue(null));

  const cookieCases = () =>
    cases.map((c) => [c.name, c.name === "POST /api/reviews" ? customer : admin, c] as const);

  it.each([
    ["no Origin", { host: "localhost" }, 403],
    ["another site's Origin", { origin: "https://evil.example", host: "localhost" }, 403],
    ["our own pages' Origin", sameOrigin, 200],
  ])("every catalog write with %s", async (_label, origin, status) => {
    for (const [name, who, { fixture, call, ok }] of cookieCases()) {
      session.mockResolvedValue({ user: { uid: who.uid } });
      const part = await fixture();
      const before = await everything();
      const outcome = await call({ ...origin }, part, who === admin ? "admin" : "customer");
      if (status === 403) {
        expect({ name, ...outcome }).toEqual({
          name,
          status: 403,
          body: { error: "Cross-site request refused.", issues: [], requestId: expect.any(String) },
          headers: expect.anything(),
        });
        expect(await everything()).toEqual(before);
      } else {
        expect({ name, ok: outcome.status < 300 }).toEqual({ name, ok: true });
        await ok(outcome.body, part, who === admin ? "admin" : "customer");
      }
    }
  });
});
