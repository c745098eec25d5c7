/** @jest-environment node */
// A fleet's VINs imported from a CSV file: each line added, unchanged or refused with its reason,
// the good lines added whatever the others, never past the garage's limit.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { garageVehicles } from "@/models";
import { createUser, userByUid } from "../../helpers/accounts";
import { everything } from "../../helpers/everything";
import { DEMO_VINS, UNKNOWN_VIN } from "../../fixtures/vins";
import { addToGarage, csvOf, errorOf, importFleet, sameModelVins } from "./garage-calls";

const KNOWN_VIN = DEMO_VINS.f150;

const savedVins = async (uid: string) => {
  const user = (await userByUid(uid))!;
  const rows = await (
    await getDb()
  )
    .select({
      vin: garageVehicles.vin,
      label: garageVehicles.label,
      unit: garageVehicles.unitNumber,
    })
    .from(garageVehicles)
    .where(eq(garageVehicles.userId, user.id));
  return rows.sort((a, b) => (a.vin ?? "").localeCompare(b.vin ?? ""));
};

const wrongCheckDigit = (vin: string) =>
  `${vin.slice(0, 8)}${vin[8] === "0" ? "1" : "0"}${vin.slice(9)}`;

describe("POST /api/garage/import", () => {
  it("reports every line: added, unchanged and each refusal by its reason", async () => {
    const user = await createUser();
    const [kept, fresh, twice, later] = sameModelVins(KNOWN_VIN.vin, 4, 800_001);
    await addToGarage(user, { vin: kept });
    const file = csvOf(
      "Label,VIN,Unit",
      `Van 1,${fresh},U-1`,
      `Van 2,${kept},U-2`,
      `Van 3,${wrongCheckDigit(later!)},U-3`,
      `Van 4,${later!.slice(0, 16)},U-4`,
      `Van 5,${later!.slice(0, 16)}O,U-5`,
      `Van 6,${UNKNOWN_VIN},U-6`,
      `Van 7,${twice},U-7`,
      `"Van 8, again",${twice!.toLowerCase()},U-8`,
    );
    const answer = await importFleet(user, file);
    expect(answer.status).toBe(200);
    const report = answer.body as {
      added: number;
      unchanged: number;
      refused: number;
      lines: { line: number; vin: string; status: string; reason?: string }[];
    };
    expect(report).toMatchObject({ added: 2, unchanged: 1, refused: 5 });
    expect(report.lines).toEqual([
      { line: 2, vin: fresh, status: "added" },
      { line: 3, vin: kept, status: "unchanged" },
      {
        line: 4,
        vin: wrongCheckDigit(later!),
        status: "refused",
        reason: expect.stringMatching(/^The check digit \(9th character\) is wrong/),
      },
      {
        line: 5,
        vin: later!.slice(0, 16),
        status: "refused",
        reason: "A VIN is 17 characters; this one has 16.",
      },
      {
        line: 6,
        vin: `${later!.slice(0, 16)}O`,
        status: "refused",
        reason: "A VIN never contains the letters I, O or Q.",
      },
      {
        line: 7,
        vin: UNKNOWN_VIN,
        status: "refused",
        reason: "unknown: the shop has no vehicle for this VIN",
      },
      { line: 8, vin: twice, status: "added" },
      {
        line: 9,
        vin: twice,
        status: "refused",
        reason: "duplicate: this VIN is also on line 8",
      },
    ]);
    expect(await savedVins(user.uid)).toEqual(
      [
        { vin: kept, label: null, unit: null },
        { vin: fresh, label: "Van 1", unit: "U-1" },
        { vin: twice, label: "Van 7", unit: "U-7" },
      ].sort((a, b) => a.vin!.localeCompare(b.vin!)),
    );
  });

  it("fills a person's garage up to 10 and refuses the lines past it as garage full", async () => {
    const user = await createUser();
    const vins = sameModelVins(KNOWN_VIN.vin, 12, 810_001);
    for (const vin of vins.slice(0, 8)) await addToGarage(user, { vin });
    const file = csvOf("vin,label", ...vins.slice(6).map((vin, index) => `${vin},L${index}`));
    const report = (await importFleet(user, file)).body as {
      added: number;
      unchanged: number;
      refused: number;
      lines: { status: string; reason?: string }[];
    };
    expect(report).toMatchObject({ added: 2, unchanged: 2, refused: 2 });
    expect(report.lines.slice(4)).toEqual([
      {
        line: 6,
        vin: vins[10],
        status: "refused",
        reason: "garage full: it holds at most 10 vehicles",
      },
      {
        line: 7,
        vin: vins[11],
        status: "refused",
        reason: "garage full: it holds at most 10 vehicles",
      },
    ]);
    expect(await savedVins(user.uid)).toHaveLength(10);
  });

  it("never passes the limit when imports arrive at once", async () => {
    const user = await createUser();
    const vins = sameModelVins(KNOWN_VIN.vin, 18, 820_001);
    const files = [0, 6, 12].map((start) =>
      csvOf("vin,label", ...vins.slice(start, start + 6).map((vin) => `${vin},x`)),
    );
    const reports = await Promise.all(files.map((file) => importFleet(user, file)));
    const added = reports.map((report) => (report.body as { added: number }).added);
    expect(added.reduce((sum, count) => sum + count, 0)).toBe(10);
    expect(await savedVins(user.uid)).toHaveLength(10);
  });

  it.each([
    ["a JSON body", "application/json", '{"vin":"x"}', 415, "Send the fleet file as text/csv"],
    ["no label column", "text/csv", "vin,unit\r\nx,y\r\n", 400, "the columns vin and label"],
    ["an unknown column", "text/csv", "vin,label,colour\r\nx,y,z\r\n", 400, "vin and label"],
    ["a column twice", "text/csv", "vin,label,vin\r\nx,y,z\r\n", 400, "vin and label"],
    ["an empty file", "text/csv", "", 400, "the columns vin and label"],
    ["broken CSV", "text/csv", 'vin,label\r\n"unclosed,x\r\n', 400, "not valid CSV at line"],
    ["1,001 lines", "text/csv", `vin,label\r\n${"x,y\r\n".repeat(1_001)}`, 413, "at most 1,000"],
    [
      "more than 2 MB",
      "text/csv",
      `vin,label\r\n${"x".repeat(2 * 1024 * 1024)},y\r\n`,
      413,
      "at most 2 MB",
    ],
  ])("refuses %s (%s), changing nothing", async (_, type, body, status, message) => {
    const user = await createUser();
    const before = await everything();
    const answer = await importFleet(user, body, type);
    expect(answer.status).toBe(status);
    expect(errorOf(answer)).toContain(message);
    expect(await everything()).toEqual(before);
  });

  it("refuses guests with 401", async () => {
    expect((await importFleet(null, csvOf("vin,label", `${KNOWN_VIN.vin},x`))).status).toBe(401);
  });
});
