// Add Product's call, the update and the part's JSON as the demo admin makes them: the admin
// part tests share them (each brings its own form values).
import { POST as postPart } from "@/app/api/parts/route";
import { GET as getPart } from "@/app/api/parts/[id]/route";
import { PATCH as patchPart } from "@/app/api/parts/update-stock/[id]/route";
import { demo, demoUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import type { Buyer } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

let admin: Buyer | undefined;
const adminHeaders = async () => headersOf((admin ??= await demoUser(demo.admin)));

export const postPartAsAdmin = async (body: unknown) =>
  callRoute(postPart, "/api/parts", { method: "POST", headers: await adminHeaders(), body });

export const patchPartAsAdmin = async (id: string, body: unknown) =>
  callRoute(patchPart, `/api/parts/update-stock/${id}`, {
    method: "PATCH",
    headers: await adminHeaders(),
    params: { id },
    body,
  });

export const partJsonOf = async (id: string) =>
  (await callRoute(getPart, `/api/parts/${id}`, { params: { id } })).body;
