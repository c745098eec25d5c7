/** @jest-environment node */
// Saved shipping addresses on both databases: each customer's own, one default kept through
// adds, edits and deletes, at most ten, and the order's own rules for address and phone; city,
// state and ZIP required of what is saved, older rows without them still listed and editable.
import { GET as listRoute, POST as addRoute } from "@/app/api/addresses/route";
import { DELETE as deleteRoute, PUT as putRoute } from "@/app/api/addresses/[id]/route";
import type { SavedAddressJson } from "@/domains/accounts/address-json";
import { addressMessages } from "@/domains/accounts/address-texts";
import { SAVED_ADDRESSES_MAX } from "@/domains/accounts/addresses";
import { orderMessages } from "@/domains/ordering/order-texts";
import { destinationMessages } from "@/lib/geo/destination-texts";
import { getDb } from "@/lib/db";
import { savedAddresses } from "@/models";
import { createUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { type Buyer } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

const list = async (caller: Buyer | null) =>
  callRoute(listRoute, "/api/addresses", { headers: await headersOf(caller) });
const add = async (caller: Buyer | null, body: unknown) =>
  callRoute(addRoute, "/api/addresses", { method: "POST", headers: await headersOf(caller), body });
const put = async (caller: Buyer | null, id: string, body: unknown) =>
  callRoute(putRoute, `/api/addresses/${id}`, {
    method: "PUT",
    headers: await headersOf(caller),
    params: { id },
    body,
  });
const remove = async (caller: Buyer | null, id: string) =>
  callRoute(deleteRoute, `/api/addresses/${id}`, {
    method: "DELETE",
    headers: await headersOf(caller),
    params: { id },
  });

const workshop = {
  label: "Workshop",
  address: "12 Piston Road",
  phone: "+1 555 0101",
  city: "Detroit",
  state: "MI",
  zip: "48201",
};
const depot = {
  label: "Depot",
  address: "4 Axle Street",
  phone: "555 0102",
  city: "Flint",
  state: "MI",
  zip: "48502-1234",
};

it("keeps one default through adds, a new default, edits and deletes", async () => {
  const buyer = await createUser();
  const first = await add(buyer, workshop);
  expect(first.status).toBe(201);
  expect(first.body).toEqual([expect.objectContaining({ ...workshop, isDefault: true })]);
  let saved = (await add(buyer, depot)).body as SavedAddressJson[];
  expect(saved.map((row) => [row.label, row.isDefault])).toEqual([
    ["Workshop", true],
    ["Depot", false],
  ]);
  const depotId = saved[1]!._id;
  saved = (await put(buyer, depotId, { ...depot, isDefault: true })).body as SavedAddressJson[];
  expect(saved.map((row) => [row.label, row.isDefault])).toEqual([
    ["Depot", true],
    ["Workshop", false],
  ]);
  saved = (await put(buyer, depotId, { ...depot, label: "Main depot" })).body as SavedAddressJson[];
  expect(saved[0]).toMatchObject({ label: "Main depot", isDefault: true });
  saved = (await remove(buyer, depotId)).body as SavedAddressJson[];
  expect(saved).toEqual([expect.objectContaining({ label: "Workshop", isDefault: true })]);
});

it("is each customer's own", async () => {
  const owner = await createUser();
  const stranger = await createUser();
  const [saved] = (await add(owner, workshop)).body as SavedAddressJson[];
  expect((await list(stranger)).body).toEqual([]);
  expect((await put(stranger, saved!._id, depot)).status).toBe(404);
  expect((await remove(stranger, saved!._id)).status).toBe(404);
  expect((await list(owner)).body).toHaveLength(1);
  expect((await list(null)).status).toBe(401);
  expect((await add(null, workshop)).status).toBe(401);
});

it("refuses bad input with the order form's messages, and an eleventh address", async () => {
  const buyer = await createUser();
  expect(await add(buyer, { ...workshop, phone: "call me" })).toMatchObject({
    status: 400,
    body: { error: orderMessages.phoneNotNumber },
  });
  expect(await add(buyer, { ...workshop, address: " " })).toMatchObject({
    status: 400,
    body: { error: orderMessages.addressRequired },
  });
  expect(await add(buyer, { ...workshop, label: "" })).toMatchObject({
    status: 400,
    body: { error: addressMessages.labelRequired },
  });
  expect((await add(buyer, { ...workshop, isDefault: "yes" })).status).toBe(400);
  expect((await list(buyer)).body).toEqual([]);
  for (let i = 0; i < SAVED_ADDRESSES_MAX; i += 1)
    expect((await add(buyer, { ...workshop, label: `Place ${i}` })).status).toBe(201);
  expect(await add(buyer, depot)).toMatchObject({
    status: 409,
    body: { error: addressMessages.tooMany(SAVED_ADDRESSES_MAX) },
  });
});

it("passes the default to the oldest other address, and keeps the limit and one default under racing adds", async () => {
  const buyer = await createUser();
  await add(buyer, workshop);
  await add(buyer, depot);
  let saved = (await add(buyer, { ...depot, label: "Yard", isDefault: true }))
    .body as SavedAddressJson[];
  expect(saved.map((row) => [row.label, row.isDefault])).toEqual([
    ["Yard", true],
    ["Workshop", false],
    ["Depot", false],
  ]);
  const yardId = saved[0]!._id;
  saved = (await put(buyer, yardId, { ...depot, label: "Yard", isDefault: false }))
    .body as SavedAddressJson[];
  expect(saved.map((row) => [row.label, row.isDefault])).toEqual([
    ["Workshop", true],
    ["Depot", false],
    ["Yard", false],
  ]);
  saved = (await remove(buyer, saved[0]!._id)).body as SavedAddressJson[];
  expect(saved.map((row) => [row.label, row.isDefault])).toEqual([
    ["Depot", true],
    ["Yard", false],
  ]);
  expect((await add(buyer, { ...workshop, label: "L".repeat(41) })).status).toBe(400);

  const racer = await createUser();
  const answers = await Promise.all(
    Array.from({ length: SAVED_ADDRESSES_MAX + 3 }, (_, i) =>
      add(racer, { ...workshop, label: `Bay ${i}`, isDefault: i % 2 === 0 }),
    ),
  );
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(SAVED_ADDRESSES_MAX);
  expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
  const final = (await list(racer)).body as SavedAddressJson[];
  expect(final).toHaveLength(SAVED_ADDRESSES_MAX);
  expect(final.filter((row) => row.isDefault)).toHaveLength(1);
});

it("requires city, state and ZIP of what is saved, and round-trips them", async () => {
  const buyer = await createUser();
  const refused = await add(buyer, {
    label: workshop.label,
    address: workshop.address,
    phone: workshop.phone,
  });
  expect(refused.status).toBe(400);
  expect((refused.body as { issues: { message: string }[] }).issues.map((i) => i.message)).toEqual([
    destinationMessages.cityRequired,
    destinationMessages.stateRequired,
    destinationMessages.zipRequired,
  ]);
  expect((await add(buyer, { ...workshop, state: "ZZ" })).status).toBe(400);
  expect((await add(buyer, { ...workshop, zip: "123" })).status).toBe(400);
  expect((await list(buyer)).body).toEqual([]);

  const [saved] = (await add(buyer, { ...workshop, state: "mi", zip: " 48201 " }))
    .body as SavedAddressJson[];
  expect(saved).toMatchObject({ city: "Detroit", state: "MI", zip: "48201" });
  const edited = (
    await put(buyer, saved!._id, { ...workshop, city: "Austin", state: "TX", zip: "733010001" })
  ).body as SavedAddressJson[];
  expect(edited[0]).toMatchObject({ city: "Austin", state: "TX", zip: "733010001" });
  expect((await list(buyer)).body).toEqual(edited);
});

it("lists an older address without city, state and ZIP, and completes it when edited", async () => {
  const buyer = await createUser();
  const [older] = await (
    await getDb()
  )
    .insert(savedAddresses)
    .values({
      uid: buyer.uid,
      label: "Old yard",
      address: "9 Gear Lane",
      phone: "555 0109",
      isDefault: true,
    })
    .returning({ id: savedAddresses.id });
  expect((await list(buyer)).body).toEqual([
    expect.objectContaining({ label: "Old yard", city: null, state: null, zip: null }),
  ]);
  const incomplete = { label: "Old yard", address: "9 Gear Lane", phone: "555 0109" };
  expect((await put(buyer, older!.id, incomplete)).status).toBe(400);
  const completed = (
    await put(buyer, older!.id, { ...incomplete, city: "Lansing", state: "MI", zip: "48933" })
  ).body as SavedAddressJson[];
  expect(completed).toEqual([
    expect.objectContaining({
      label: "Old yard",
      city: "Lansing",
      state: "MI",
      zip: "48933",
      isDefault: true,
    }),
  ]);
});
