/** @jest-environment node */
// A company's garage: every member of an approved company sees and edits the same one, up to
// FLEET_GARAGE_LIMIT; no one else sees or touches it.
import { eq } from "drizzle-orm";
import { resetConfigForTests } from "@/lib/config";
import { getDb } from "@/lib/db";
import { garageVehicles } from "@/models";
import { createUser } from "../../helpers/accounts";
import { everything } from "../../helpers/everything";
import { DEMO_VINS } from "../../fixtures/vins";
import {
  aCompany,
  addToGarage,
  csvOf,
  entriesOf,
  errorOf,
  garageOf,
  importFleet,
  removeFromGarage,
  sameModelVins,
} from "./garage-calls";

const KNOWN_VIN = DEMO_VINS.f150;

const companyRows = async (companyId: string) =>
  (await getDb()).select().from(garageVehicles).where(eq(garageVehicles.companyId, companyId));

describe("a company's shared garage", () => {
  it("is the same for every member: one adds, another sees it and removes it", async () => {
    const { id, members } = await aCompany(2);
    const [admin, buyer] = members;
    const [vin] = sameModelVins(KNOWN_VIN.vin, 1, 900_001);
    const added = entriesOf(await addToGarage(buyer!, { vin, label: "Van 1", unitNumber: "7" }));
    expect(entriesOf(await garageOf(admin!))).toEqual(added);
    const rows = await companyRows(id);
    expect(rows).toMatchObject([{ vin, userId: null, companyId: id }]);
    expect(entriesOf(await removeFromGarage(admin!, added[0]!.entryId))).toEqual([]);
    expect(entriesOf(await garageOf(buyer!))).toEqual([]);
  });

  it("is imported into by any member", async () => {
    const { id, members } = await aCompany(2);
    const vins = sameModelVins(KNOWN_VIN.vin, 3, 901_001);
    const answer = await importFleet(members[1]!, csvOf("vin,label", ...vins.map((v) => `${v},x`)));
    expect(answer.body).toMatchObject({ added: 3, unchanged: 0, refused: 0 });
    expect(await companyRows(id)).toHaveLength(3);
    expect(entriesOf(await garageOf(members[0]!))).toHaveLength(3);
  });

  it("hides a member's own entries while they are in the company", async () => {
    const person = await createUser();
    const [own, shared] = sameModelVins(KNOWN_VIN.vin, 2, 902_001);
    await addToGarage(person, { vin: own });
    const { members } = await aCompany(1);
    expect(entriesOf(await garageOf(members[0]!))).toEqual([]);
    expect(entriesOf(await garageOf(person)).map((entry) => entry.vin)).toEqual([own]);
    expect(entriesOf(await addToGarage(members[0]!, { vin: shared })).map((e) => e.vin)).toEqual([
      shared,
    ]);
  });

  it("is not shared while the company is still pending: its applicant keeps a personal one", async () => {
    const { members } = await aCompany(1, "pending");
    const [vin] = sameModelVins(KNOWN_VIN.vin, 1, 903_001);
    await addToGarage(members[0]!, { vin });
    const rows = await (
      await getDb()
    )
      .select()
      .from(garageVehicles)
      .where(eq(garageVehicles.vin, vin!));
    expect(rows).toMatchObject([{ companyId: null, userId: expect.any(String) }]);
  });

  it("cannot be read or changed by another company's member nor a person (404, nothing changed)", async () => {
    const a = await aCompany(1);
    const b = await aCompany(1);
    const outsider = await createUser();
    const [vin] = sameModelVins(KNOWN_VIN.vin, 1, 904_001);
    const entry = entriesOf(await addToGarage(a.members[0]!, { vin }))[0]!;
    for (const caller of [b.members[0]!, outsider]) {
      expect(entriesOf(await garageOf(caller))).toEqual([]);
      const before = await everything();
      const byEntry = await removeFromGarage(caller, entry.entryId);
      expect(byEntry.status).toBe(404);
      expect(errorOf(byEntry)).toBe("This vehicle is not in your garage.");
      expect(await everything()).toEqual(before);
    }
    expect(await companyRows(a.id)).toHaveLength(1);
  });

  // Its time is bench:vin-import's to measure: test workers share the machine.
  it("imports a fleet file of 1,000 VINs, every one added", async () => {
    const { id, members } = await aCompany(1);
    const vins = sameModelVins(KNOWN_VIN.vin, 1_000, 910_001);
    const file = csvOf(
      "vin,label,unit",
      ...vins.map((vin, index) => `${vin},Van ${index},U-${index}`),
    );
    const answer = await importFleet(members[0]!, file);
    expect(answer.body).toMatchObject({ added: 1_000, unchanged: 0, refused: 0 });
    expect(await companyRows(id)).toHaveLength(1_000);
    const page = await garageOf(members[0]!, "page=10");
    expect(entriesOf(page)).toHaveLength(100);
    expect(page.headers.get("X-Total-Count")).toBe("1000");
  }, 60_000);

  describe("with FLEET_GARAGE_LIMIT=4", () => {
    const saved = process.env.FLEET_GARAGE_LIMIT;
    beforeAll(() => {
      process.env.FLEET_GARAGE_LIMIT = "4";
      resetConfigForTests();
    });
    afterAll(() => {
      if (saved === undefined) delete process.env.FLEET_GARAGE_LIMIT;
      else process.env.FLEET_GARAGE_LIMIT = saved;
      resetConfigForTests();
    });

    it("holds 4 vehicles: a 5th add is a 409 naming the fleet's limit", async () => {
      const { id, members } = await aCompany(2);
      const vins = sameModelVins(KNOWN_VIN.vin, 5, 905_001);
      for (const [index, vin] of vins.slice(0, 4).entries())
        expect((await addToGarage(members[index % 2]!, { vin })).status).toBe(200);
      const fifth = await addToGarage(members[1]!, { vin: vins[4] });
      expect(fifth.status).toBe(409);
      expect(errorOf(fifth)).toBe(
        "Your company's garage holds at most 4 vehicles. Remove one to add another.",
      );
      expect((await addToGarage(members[0]!, { vin: vins[2] })).status).toBe(200);
      expect(await companyRows(id)).toHaveLength(4);
    });

    it("refuses the import's lines past the limit as garage full", async () => {
      const { id, members } = await aCompany(1);
      const vins = sameModelVins(KNOWN_VIN.vin, 6, 906_001);
      for (const vin of vins.slice(0, 2))
        expect((await addToGarage(members[0]!, { vin })).status).toBe(200);
      const report = (
        await importFleet(members[0]!, csvOf("vin,label", ...vins.slice(2).map((v) => `${v},x`)))
      ).body as { added: number; refused: number; lines: { reason?: string }[] };
      expect(report).toMatchObject({ added: 2, refused: 2 });
      expect(report.lines[3]!.reason).toBe("garage full: it holds at most 4 vehicles");
      expect(await companyRows(id)).toHaveLength(4);
    });

    it("refuses a file of more lines than the garage holds, whole (413), adding nothing", async () => {
      const { id, members } = await aCompany(1);
      const vins = sameModelVins(KNOWN_VIN.vin, 5, 907_001);
      const answer = await importFleet(
        members[0]!,
        csvOf("vin,label", ...vins.map((v) => `${v},x`)),
      );
      expect(answer.status).toBe(413);
      expect(errorOf(answer)).toBe(
        "The fleet file has more lines than a garage holds vehicles: at most 4.",
      );
      expect(await companyRows(id)).toHaveLength(0);
    });

    it("never passes the limit when members import and add at once", async () => {
      const { id, members } = await aCompany(3);
      const vins = sameModelVins(KNOWN_VIN.vin, 9, 907_001);
      await Promise.all([
        importFleet(members[0]!, csvOf("vin,label", ...vins.slice(0, 3).map((v) => `${v},a`))),
        importFleet(members[1]!, csvOf("vin,label", ...vins.slice(3, 6).map((v) => `${v},b`))),
        ...vins.slice(6).map((vin) => addToGarage(members[2]!, { vin })),
      ]);
      expect(await companyRows(id)).toHaveLength(4);
    });
  });
});
