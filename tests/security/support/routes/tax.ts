// Rows of the route table (see ../route-table.ts): tax rates and exemption certificates. Rates
// and the review are the shop admins'; a certificate is sent and read by any signed-in user
// for themselves (outside a company here: a company's buyers hear 403, tested in tax's tests).
import { getDb } from "@/lib/db";
import { US_STATE_CODES } from "@/lib/geo/us-states";
import type { TaxExemptionJson, TaxExemptionRowJson } from "@/domains/tax";
import { readTaxRates } from "@/domains/tax/server";
import { taxExemptions } from "@/models";
import { createUser, userByUid } from "../../../helpers/accounts";
import type { World } from "../fixtures";
import { adminOnly, anyUser, type RouteRow } from "../route-row";
import { rowKit } from "./kit";
import { leaveCompany } from "./companies";

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/** The rates as they are, as PUT takes them: putting them back changes nothing. */
export async function currentRates() {
  return (await readTaxRates(await getDb())).map(({ state, rate, shippingTaxable }) => ({
    state,
    rate,
    shippingTaxable,
  }));
}

/** A pending certificate of a user made for the call; its id. */
export async function aPendingCertificate(): Promise<string> {
  const user = (await userByUid((await createUser()).uid))!;
  const [row] = await (
    await getDb()
  )
    .insert(taxExemptions)
    .values({ userId: user.id, certificateNumber: "RT-100", state: "OH", expiresOn: inAYear() })
    .returning({ id: taxExemptions.id });
  return row!.id;
}

export function taxRows(w: World): Record<string, RouteRow> {
  const { self } = rowKit(w);
  return {
    "GET /api/tax/rates": {
      statuses: adminOnly(200),
      request: async () => ({
        url: "/api/tax/rates",
        ok: (body) =>
          expect((body as { state: string }[]).map((rate) => rate.state)).toEqual(US_STATE_CODES),
      }),
    },
    "PUT /api/tax/rates": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const rates = await currentRates();
        return { url: "/api/tax/rates", body: rates, ok: (body) => expect(body).toHaveLength(51) };
      },
    },
    "GET /api/account/tax-exemption": {
      statuses: anyUser(200),
      request: async (caller) => {
        await leaveCompany(self(caller).uid);
        return { url: "/api/account/tax-exemption" };
      },
    },
    "GET /api/tax/report": {
      statuses: adminOnly(200),
      request: async () => ({
        url: "/api/tax/report?from=2026-01-01&to=2026-01-31",
        ok: (body) =>
          expect(body).toMatchObject({ from: "2026-01-01", to: "2026-01-31", states: [] }),
      }),
    },
    "PUT /api/account/tax-exemption": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async (caller) => {
        await leaveCompany(self(caller).uid);
        const body = { certificateNumber: "RT-1", state: "WA", expiresOn: inAYear() };
        return {
          url: "/api/account/tax-exemption",
          body,
          ok: (answer) =>
            expect(answer as TaxExemptionJson).toMatchObject({
              ...body,
              status: "pending",
              sharedWith: "user",
            }),
        };
      },
    },
    "GET /api/tax-exemptions": {
      statuses: adminOnly(200),
      request: async () => {
        const id = await aPendingCertificate();
        return {
          url: "/api/tax-exemptions?q=RT-100&status=pending&limit=100",
          ok: (body) => expect((body as TaxExemptionRowJson[]).map((row) => row._id)).toContain(id),
        };
      },
    },
    "PATCH /api/tax-exemptions/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => ({
        url: `/api/tax-exemptions/${await aPendingCertificate()}`,
        body: { status: "verified" },
        ok: (body) => expect(body).toMatchObject({ status: "verified", reason: null }),
      }),
    },
  };
}
