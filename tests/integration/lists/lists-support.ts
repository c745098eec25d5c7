// What the shared lists' tests share: the calls as a browser makes them, and what is stored.
import { eq, inArray } from "drizzle-orm";
import { GET as listsRoute, POST as createRoute } from "@/app/api/lists/route";
import {
  DELETE as deleteRoute,
  GET as listRoute,
  PATCH as renameRoute,
} from "@/app/api/lists/[id]/route";
import { PUT as lineRoute } from "@/app/api/lists/[id]/lines/route";
import { DELETE as removeLineRoute } from "@/app/api/lists/[id]/lines/[partId]/route";
import { POST as toCartRoute } from "@/app/api/lists/[id]/to-cart/route";
import type { ListWithLinesJson } from "@/domains/lists";
import { getDb } from "@/lib/db";
import { partListLines, partLists } from "@/models";
import { callRoute } from "../../helpers/call-route";
import type { Headers } from "../companies/companies-support";

export { aCompany, aCustomer, guest, type Headers } from "../companies/companies-support";

export const getLists = (headers: Headers) => callRoute(listsRoute, "/api/lists", { headers });

export const createList = (headers: Headers, body: unknown) =>
  callRoute(createRoute, "/api/lists", { method: "POST", headers, body });

export const getList = (headers: Headers, id: string) =>
  callRoute(listRoute, `/api/lists/${id}`, { headers, params: { id } });

export const renameList = (headers: Headers, id: string, body: unknown) =>
  callRoute(renameRoute, `/api/lists/${id}`, { method: "PATCH", headers, body, params: { id } });

export const deleteList = (headers: Headers, id: string) =>
  callRoute(deleteRoute, `/api/lists/${id}`, { method: "DELETE", headers, params: { id } });

export const setLine = (headers: Headers, id: string, body: unknown) =>
  callRoute(lineRoute, `/api/lists/${id}/lines`, { method: "PUT", headers, body, params: { id } });

export const removeLine = (headers: Headers, id: string, partId: string) =>
  callRoute(removeLineRoute, `/api/lists/${id}/lines/${partId}`, {
    method: "DELETE",
    headers,
    params: { id, partId },
  });

export const toCart = (headers: Headers, id: string) =>
  callRoute(toCartRoute, `/api/lists/${id}/to-cart`, { method: "POST", headers, params: { id } });

/** A list made through the API, with these lines; its id. */
export async function aList(
  headers: Headers,
  name: string,
  lines: { partId: string; quantity: number }[] = [],
): Promise<string> {
  const created = await createList(headers, { name });
  if (created.status !== 201) throw new Error(`creating: ${JSON.stringify(created.body)}`);
  const { _id } = created.body as ListWithLinesJson;
  for (const line of lines) {
    const set = await setLine(headers, _id, line);
    if (set.status !== 200) throw new Error(`a line: ${JSON.stringify(set.body)}`);
  }
  return _id;
}

/** A list's rows as stored, and its lines': what a refused call must leave. */
export async function storedList(id: string) {
  const db = await getDb();
  return {
    list: await db.select().from(partLists).where(eq(partLists.id, id)),
    lines: await db
      .select()
      .from(partListLines)
      .where(inArray(partListLines.listId, [id]))
      .orderBy(partListLines.partId),
  };
}

/** Every call on the list, as one who may not see it: each must answer 404 "List not found". */
export async function expectNotFoundEverywhere(headers: Headers, id: string, partId: string) {
  const answers = [
    await getList(headers, id),
    await renameList(headers, id, { name: "Taken over" }),
    await setLine(headers, id, { partId, quantity: 90 }),
    await removeLine(headers, id, partId),
    await toCart(headers, id),
    await deleteList(headers, id),
  ];
  for (const answer of answers)
    expect(answer).toMatchObject({ status: 404, body: { error: "List not found" } });
}
