/** @jest-environment node */
// Supersessions: a part names the old numbers it replaces (`supersedes`). A search for an old
// number finds the part sold now first, down a chain A → B → C; a chain that comes back to
// itself, or a part replacing its own number, is a refused line.
import { GET as getParts } from "@/app/api/parts/route";
import type { PartJson } from "@/domains/catalog";
import { partImportMessages as messages } from "@/domains/catalog";
import { replacementPath } from "@/domains/catalog/server/supersessions";
import { partNumberKey } from "@/lib/text";
import { callRoute } from "../../helpers/call-route";
import { demo, demoUser } from "../../helpers/accounts";
import {
  NEW_PART_HEADER,
  csv,
  importFile,
  newNumber,
  newPartLine,
  partByNumber,
} from "./import-calls";

const HEADER = `${NEW_PART_HEADER},supersedes`;

let admin: { uid: string };
const [a, b, c] = [newNumber("SA"), newNumber("SB"), newNumber("SC")];
beforeAll(async () => {
  admin = await demoUser(demo.admin);
  // A is sold, then B replaces it, then C replaces B: three files, as three supplier updates.
  await importFile(admin, csv(HEADER, `${newPartLine(a)},`));
  await importFile(admin, csv(HEADER, `${newPartLine(b)},${a}`));
  await importFile(admin, csv(HEADER, `${newPartLine(c)},${b.toLowerCase()}`));
});

async function search(q: string) {
  const answer = await callRoute(getParts, `/api/parts?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return answer.body as PartJson[];
}

it("keeps the numbers a part replaces as written, and its chain's keys", async () => {
  expect(await partByNumber(c)).toMatchObject({
    supersedes: [b.toLowerCase()],
    supersedesKeys: expect.arrayContaining([partNumberKey(a), partNumberKey(b)]),
  });
});

it("a search for an old number shows the part sold now first, saying which number it replaces", async () => {
  const found = await search(a);
  expect(found.slice(0, 3).map((part) => part.partNumber)).toEqual([c, b, a]);
  expect(found[0]).toMatchObject({ supersedes: [b.toLowerCase()], replaces: a });
  expect(found[2]!.replaces).toBeUndefined();
  expect((await search(b.replaceAll("-", " ")))[0]).toMatchObject({ partNumber: c });
});

it("an old number's page is the part sold now", async () => {
  expect(await replacementPath([partNumberKey(a)])).toBe(
    `/parts/${c.toLowerCase()}-brake-pad-set-${c.toLowerCase()}`,
  );
  expect(await replacementPath([partNumberKey(c)])).toBeNull();
});

it("refuses a part replacing its own number", async () => {
  const number = newNumber("SS");
  const { lines } = await importFile(admin, csv(HEADER, `${newPartLine(number)},${number}`));
  expect(lines[0]).toMatchObject({ action: "refused", message: messages.replacesItself });
});

it("refuses a chain that comes back to its start, in the shop or in the file", async () => {
  const inShop = await importFile(admin, csv("partNumber,supersedes", `${a},${c}`));
  expect(inShop.lines[0]).toMatchObject({
    action: "refused",
    message: messages.supersessionCycle(a),
  });
  const [x, y] = [newNumber("SX"), newNumber("SY")];
  const inFile = await importFile(
    admin,
    csv(HEADER, `${newPartLine(x)},${y}`, `${newPartLine(y)},${x}`),
  );
  expect(inFile.lines.map((line) => line.action)).toEqual(["add", "refused"]);
  expect(inFile.lines[1]!.message).toBe(messages.supersessionCycle(y));
});
