/** @jest-environment node */
// Who may call what, over EVERY route under app/api: the route files are enumerated (with the
// HTTP methods each exports) and every (method, route) is called by every kind of caller, with
// the status the table in support/route-table.ts expects, and so are the row's variants (the
// same route on other people's things). A (method, route) without a row fails, so a route added
// later cannot skip this suite. Credentials are bearer tokens; a successful call passes its
// row's checks, a refused call leaves the database, the outbox and the uploads as they were.
import { NOT_SIGNED_IN } from "@/lib/auth/guards";
import { callApi, routeKeys, type HttpMethod } from "../helpers/api-routes";
import { callers } from "../helpers/callers";
import { everything } from "../helpers/everything";
import { openWorldForFile, type World } from "./support/fixtures";
import { routeTable, type RouteCase } from "./support/route-table";

let world: World | undefined;
openWorldForFile((ready) => {
  world = ready;
});
const ready = () => {
  if (!world) throw new Error("The world is made before the tests run");
  return world;
};
// Built while Jest collects the tests, to name every variant; its rows read the world only when
// a test makes their call.
const table = routeTable(
  new Proxy({} as World, { get: (_target, key) => ready()[key as keyof World] }),
);

const keys = routeKeys();

it("enumerates the route files and has a row for each (method, route), and no stale row", () => {
  expect(keys.length).toBeGreaterThan(30);
  const rows = Object.keys(table);
  expect({ withoutRow: keys.filter((key) => !rows.includes(key)) }).toEqual({ withoutRow: [] });
  expect({ stale: rows.filter((key) => !keys.includes(key)) }).toEqual({ stale: [] });
});

/** [name, key, case]: every (method, route) with its row's call, then the row's variants. */
const cases = keys.flatMap((key): [string, string, RouteCase | undefined][] => [
  [key, key, table[key]],
  ...Object.entries(table[key]?.variants ?? {}).map(
    ([what, variant]): [string, string, RouteCase] => [`${key} ${what}`, key, variant],
  ),
]);

describe.each(cases)("%s", (_name, key, routeCase) => {
  const [method, pattern] = key.split(" ") as [HttpMethod, string];

  it.each(callers)("as %s", async (caller) => {
    if (!routeCase) throw new Error(`${key} has no row in tests/security/support/route-table.ts`);
    const call = await routeCase.request(caller);
    const status = routeCase.statuses[caller];
    const before = status >= 300 ? await everything() : undefined;
    const answer = await callApi(method, pattern, {
      ...call,
      headers: { ...call.headers, ...ready().callers.headers[caller] },
    });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status });
    if (status < 300) {
      await call.ok?.(answer.body);
      return;
    }
    if (status >= 400) {
      expect(answer.body).toMatchObject({
        error: status === 401 ? NOT_SIGNED_IN : expect.any(String),
      });
    }
    expect(answer.setCookies.filter((c) => c.name.includes("session-token"))).toEqual([]);
    expect(await everything()).toEqual(before);
  });
});
