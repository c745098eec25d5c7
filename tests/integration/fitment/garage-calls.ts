// My Garage's calls as the garage screen and a fleet's upload make them, companies made straight
// in the database, and VINs built to order. A caller of null is a guest.
import { GET as getGarage, POST as postGarage } from "@/app/api/garage/route";
import { DELETE as deleteGarage } from "@/app/api/garage/[vehicleId]/route";
import { POST as postImport } from "@/app/api/garage/import/route";
import type { GarageEntryJson } from "@/domains/fitment";
import { vinCheckDigit } from "@/domains/fitment/vin";
import { getDb } from "@/lib/db";
import { companies, companyMembers } from "@/models";
import { createUser, userByUid } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { headersOf } from "../../helpers/tokens";

type Caller = { uid: string } | null;

export async function garageOf(caller: Caller, query = "") {
  return callRoute(getGarage, `/api/garage?${query}`, { headers: await headersOf(caller) });
}

export async function addToGarage(caller: Caller, body: unknown) {
  return callRoute(postGarage, "/api/garage", {
    method: "POST",
    headers: await headersOf(caller),
    body,
  });
}

export async function removeFromGarage(caller: Caller, id: string) {
  return callRoute(deleteGarage, `/api/garage/${id}`, {
    method: "DELETE",
    headers: await headersOf(caller),
    params: { vehicleId: id },
  });
}

export async function importFleet(caller: Caller, csv: string, contentType = "text/csv") {
  return callRoute(postImport, "/api/garage/import", {
    method: "POST",
    headers: { ...(await headersOf(caller)), "content-type": contentType },
    body: csv,
  });
}

export const entriesOf = (answer: { body: unknown }) => answer.body as GarageEntryJson[];
export const errorOf = (answer: { body: unknown }) => (answer.body as { error?: string }).error;

/** An approved company with `size` new members (the first its admin), each a caller. */
export async function aCompany(size: number, status: "approved" | "pending" = "approved") {
  const db = await getDb();
  const [company] = await db
    .insert(companies)
    .values({ name: "Garage Fleet Co", phone: "+1 555 0199", address: "1 Depot Rd", status })
    .returning({ id: companies.id });
  const members = [];
  for (let index = 0; index < size; index += 1) {
    const user = await createUser();
    const row = (await userByUid(user.uid))!;
    await db
      .insert(companyMembers)
      .values({ userId: row.id, companyId: company!.id, role: index === 0 ? "admin" : "buyer" });
    members.push(user);
  }
  return { id: company!.id, members };
}

/**
 * VINs of the same vehicle as `vin` (same maker, description and model year), serials 1, 2 … `count`,
 * each with its own right check digit: a fleet of one model.
 */
export function sameModelVins(vin: string, count: number, firstSerial = 1): string[] {
  return Array.from({ length: count }, (_, index) => {
    const serial = String(firstSerial + index).padStart(6, "0");
    const draft = `${vin.slice(0, 8)}0${vin.slice(9, 11)}${serial}`;
    return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
  });
}

/** A CSV file's text: its lines joined as a spreadsheet saves them. */
export const csvOf = (...lines: string[]) => `${lines.join("\r\n")}\r\n`;
