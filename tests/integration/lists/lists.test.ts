/** @jest-environment node */
// Shared lists: a company's lists are every member's, a user outside a company has their own,
// and anyone else (a buyer of another company, another user, a shop admin) hears 404 and
// changes nothing; names, lines, caps and bad input.
import { eq } from "drizzle-orm";
import type { ListJson, ListWithLinesJson } from "@/domains/lists";
import { listMessages } from "@/domains/lists";
import { getDb } from "@/lib/db";
import { LIST_LINES_MAX, LISTS_MAX } from "@/lib/validation/limits";
import { companyMembers, partListLines, partLists, parts } from "@/models";
import { createUser } from "../../helpers/accounts";
import { createPart } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";
import {
  aCompany,
  aCustomer,
  aList,
  createList,
  deleteList,
  expectNotFoundEverywhere,
  getList,
  getLists,
  guest,
  removeLine,
  renameList,
  setLine,
  storedList,
} from "./lists-support";

const names = (body: unknown) => (body as ListJson[]).map((list) => list.name);

describe("a user outside any company", () => {
  it("makes, fills, renames and deletes lists of their own", async () => {
    const user = await aCustomer();
    const part = await createPart({ priceCents: 1250, orderQty: 10 });
    const created = await createList(user.headers, { name: "  Weekly brakes " });
    expect(created).toMatchObject({
      status: 201,
      body: { name: "Weekly brakes", sharedWith: "user", lineCount: 0, total: 0, lines: [] },
    });
    const id = (created.body as ListWithLinesJson)._id;
    const set = await setLine(user.headers, id, { partId: part.id, quantity: 20 });
    expect(set).toMatchObject({ status: 200, body: { lineCount: 1, total: 250 } });
    expect((set.body as ListWithLinesJson).lines[0]).toMatchObject({
      partId: part.id,
      quantity: 20,
      unitPrice: 12.5,
      savedUnitPrice: 12.5,
      lineTotal: 250,
      status: "ok",
      part: { productName: part.productName, partNumber: part.partNumber },
    });
    // Setting the same part again changes its quantity; it stays one line.
    expect(await setLine(user.headers, id, { partId: part.id, quantity: 30 })).toMatchObject({
      status: 200,
      body: { lineCount: 1, total: 375 },
    });
    expect(await renameList(user.headers, id, { name: "Brakes" })).toMatchObject({
      status: 200,
      body: { name: "Brakes" },
    });
    expect(await getLists(user.headers)).toMatchObject({
      status: 200,
      body: [{ _id: id, name: "Brakes", lineCount: 1, total: 375 }],
    });
    expect(await removeLine(user.headers, id, part.id)).toMatchObject({
      status: 200,
      body: { lineCount: 0, total: 0 },
    });
    expect(await deleteList(user.headers, id)).toMatchObject({
      status: 200,
      body: { deletedCount: 1 },
    });
    expect(await getLists(user.headers)).toMatchObject({ status: 200, body: [] });
  });

  it("is not seen by another user, who gets 404 for every call and changes nothing", async () => {
    const owner = await aCustomer();
    const other = await aCustomer();
    const admin = { headers: await headersOf(await createUser("admin")) };
    const part = await createPart();
    const id = await aList(owner.headers, "Mine", [{ partId: part.id, quantity: 10 }]);
    const before = await storedList(id);
    for (const { headers } of [other, admin]) {
      expect(names((await getLists(headers)).body)).not.toContain("Mine");
      await expectNotFoundEverywhere(headers, id, part.id);
    }
    expect(await storedList(id)).toEqual(before);
  });

  it("answers 401 to a guest", async () => {
    expect((await getLists(guest)).status).toBe(401);
    expect((await createList(guest, { name: "x" })).status).toBe(401);
  });
});

describe("a company's lists", () => {
  it("are shared by every member: each sees and edits them", async () => {
    const { admin, buyer } = await aCompany("Lists Co");
    const part = await createPart();
    const id = await aList(admin.headers, "Shop stock");
    expect(await getLists(buyer.headers)).toMatchObject({
      body: [{ _id: id, name: "Shop stock", sharedWith: "company" }],
    });
    expect((await setLine(buyer.headers, id, { partId: part.id, quantity: 40 })).status).toBe(200);
    expect((await renameList(buyer.headers, id, { name: "Shop floor" })).status).toBe(200);
    expect(await getList(admin.headers, id)).toMatchObject({
      status: 200,
      body: { name: "Shop floor", lines: [{ partId: part.id, quantity: 40 }] },
    });
  });

  it("are a company's, not the member's: a list made before joining stays the user's", async () => {
    const { id: companyId, admin } = await aCompany("Joiners Inc");
    const newcomer = await aCustomer();
    const own = await aList(newcomer.headers, "Before joining");
    const db = await getDb();
    await db.insert(companyMembers).values({ userId: newcomer.id, companyId, role: "buyer" });
    const shared = await aList(admin.headers, "Company list");
    expect(names((await getLists(newcomer.headers)).body)).toEqual(["Company list"]);
    expect((await getList(newcomer.headers, own)).status).toBe(404);
    expect((await getList(newcomer.headers, shared)).status).toBe(200);
  });

  it("give a buyer or admin of company A 404 on company B's list, and B's list is unchanged", async () => {
    const a = await aCompany("Company A");
    const b = await aCompany("Company B");
    const part = await createPart();
    const id = await aList(b.buyer.headers, "B's list", [{ partId: part.id, quantity: 10 }]);
    const before = await storedList(id);
    for (const { headers } of [a.buyer, a.admin]) {
      expect(names((await getLists(headers)).body)).toEqual([]);
      await expectNotFoundEverywhere(headers, id, part.id);
    }
    expect(await storedList(id)).toEqual(before);
  });
});

describe("names and caps", () => {
  it("refuses a name the owner's other list has, in any case (409)", async () => {
    const { admin, buyer } = await aCompany("Names Ltd");
    await aList(admin.headers, "Filters");
    const second = await aList(buyer.headers, "Oil");
    expect(await createList(buyer.headers, { name: "FILTERS" })).toMatchObject({
      status: 409,
      body: { error: listMessages.nameTaken("FILTERS") },
    });
    expect((await renameList(admin.headers, second, { name: "filters" })).status).toBe(409);
    // Its own name in another case is a rename, and another owner may use the name.
    expect((await renameList(admin.headers, second, { name: "OIL" })).status).toBe(200);
    expect((await createList((await aCustomer()).headers, { name: "Filters" })).status).toBe(201);
  });

  it(`keeps at most ${LISTS_MAX} lists an owner`, async () => {
    const user = await aCustomer();
    await (
      await getDb()
    )
      .insert(partLists)
      .values(
        Array.from({ length: LISTS_MAX }, (_, n) => ({ name: `List ${n}`, userId: user.id })),
      );
    expect(await createList(user.headers, { name: "One more" })).toMatchObject({
      status: 409,
      body: { error: listMessages.tooManyLists(LISTS_MAX) },
    });
  });

  it(`keeps at most ${LIST_LINES_MAX} lines a list; changing a line of a full list works`, async () => {
    const user = await aCustomer();
    const id = await aList(user.headers, "Big");
    const made = [];
    for (let n = 0; n <= LIST_LINES_MAX; n += 1) made.push(await createPart());
    await (await getDb()).insert(partListLines).values(
      made.slice(0, LIST_LINES_MAX).map((part) => ({
        listId: id,
        partId: part.id,
        quantity: 10,
        savedUnitPriceCents: part.priceCents,
      })),
    );
    expect(
      await setLine(user.headers, id, { partId: made.at(-1)!.id, quantity: 10 }),
    ).toMatchObject({ status: 409, body: { error: listMessages.listFull(LIST_LINES_MAX) } });
    expect(await setLine(user.headers, id, { partId: made[0]!.id, quantity: 20 })).toMatchObject({
      status: 200,
      body: { lineCount: LIST_LINES_MAX },
    });
  });
});

describe("bad input", () => {
  it.each([
    [{}, listMessages.nameRequired],
    [{ name: "   " }, listMessages.nameRequired],
    [{ name: 42 }, listMessages.nameRequired],
    [{ name: "x".repeat(81) }, "List name is too long"],
    [{ name: "a\u0000b" }, "List name contains a character that is not allowed"],
  ])("refuses the name %j with 400", async (body, error) => {
    const user = await aCustomer();
    const id = await aList(user.headers, "Named");
    expect(await createList(user.headers, body)).toMatchObject({ status: 400, body: { error } });
    expect(await renameList(user.headers, id, body)).toMatchObject({
      status: 400,
      body: { error },
    });
  });

  it.each([
    [{ quantity: 10 }, "Part id is required"],
    [{ partId: "no such/part", quantity: 10 }, "Part id is invalid"],
    [{ partId: "PART", quantity: 0 }, null],
    [{ partId: "PART", quantity: -5 }, null],
    [{ partId: "PART", quantity: 2.5 }, null],
    [{ partId: "PART", quantity: "ten" }, null],
    [{ partId: "PART", quantity: 1e12 }, null],
    [{ partId: "PART" }, null],
  ])("refuses the line %j with 400 and a message, changing nothing", async (body, error) => {
    const user = await aCustomer();
    const part = await createPart();
    const id = await aList(user.headers, "Lines", [{ partId: part.id, quantity: 10 }]);
    const before = await storedList(id);
    const line = {
      ...body,
      ...("partId" in body && body.partId === "PART" ? { partId: part.id } : {}),
    };
    const answer = await setLine(user.headers, id, line);
    expect(answer.status).toBe(400);
    const message = (answer.body as { error: string }).error;
    expect(message).toEqual(error ?? expect.any(String));
    expect(message.length).toBeGreaterThan(0);
    expect(await storedList(id)).toEqual(before);
  });

  it("answers 404 for a part that does not exist, 409 for one no longer sold", async () => {
    const user = await aCustomer();
    const id = await aList(user.headers, "Gone parts");
    expect(await setLine(user.headers, id, { partId: "no-such-part", quantity: 10 })).toMatchObject(
      { status: 404, body: { error: "Part not found" } },
    );
    expect((await removeLine(user.headers, id, "no-such-part")).status).toBe(404);
    const retired = await createPart();
    await (
      await getDb()
    )
      .update(parts)
      .set({ retiredAt: new Date() })
      .where(eq(parts.id, retired.id));
    expect(await setLine(user.headers, id, { partId: retired.id, quantity: 10 })).toMatchObject({
      status: 409,
      body: { error: listMessages.retiredPart },
    });
    expect((await storedList(id)).lines).toEqual([]);
  });

  it("answers 400 for a list id that cannot be one, 404 for one that does not exist", async () => {
    const user = await aCustomer();
    expect((await getList(user.headers, "not an id!")).status).toBe(400);
    expect(await getList(user.headers, "no-such-list")).toMatchObject({
      status: 404,
      body: { error: "List not found" },
    });
  });
});
