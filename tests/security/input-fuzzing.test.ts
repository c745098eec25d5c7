/** @jest-environment node */
// Input fuzzing of every route that takes input (JSON body, query, URL params): broken JSON,
// wrong types, missing and unknown fields, __proto__ and constructor keys, megabyte strings,
// negative, zero, fractional, huge and infinite numbers, SQL and HTML in ids. Every answer
// must be a 4xx with a JSON {error}, never a 5xx, and a refused call must change nothing.
// The fixed cases are in support/fuzz-values.ts; fuzz-properties.test.ts adds fast-check.
import { routeKeys, takesInput } from "../helpers/api-routes";
import { everything } from "../helpers/everything";
import { openWorldForFile, type World } from "./support/fixtures";
import { bodyCases, urlCases } from "./support/fuzz-cases";
import { refusedProperly, send, shown, type FuzzCall } from "./support/fuzz-run";
import { fuzzTargets } from "./support/fuzz-targets";
import { fuzzedElsewhere } from "./support/fuzzed-elsewhere";

let world: World;
openWorldForFile((ready) => (world = ready));

it("covers every (method, route) that takes input, found in the route files", () => {
  const keys = routeKeys();
  const inputs = keys.filter((key) => takesInput(key) !== false);
  const uncovered = inputs.filter((key) => !fuzzTargets[key] && !fuzzedElsewhere[key]);
  expect({ uncovered }).toEqual({ uncovered: [] });
  const stale = [...Object.keys(fuzzTargets), ...Object.keys(fuzzedElsewhere)];
  expect({ stale: stale.filter((key) => !keys.includes(key)) }).toEqual({ stale: [] });
});

/** Sends every case; returns the answers that were not a proper refusal. */
async function wronglyAnswered(key: string, cases: (url: string, body: unknown) => FuzzCall[]) {
  const target = fuzzTargets[key]!;
  const { url, body } = await target.valid(world);
  const before = await everything();
  const wrong = [];
  for (const call of cases(url, body)) {
    const sent = await send(world, key, target, call);
    if (!refusedProperly(sent.answer)) wrong.push(shown(sent));
  }
  expect({ polluted: ({} as Record<string, unknown>).polluted }).toEqual({ polluted: undefined });
  return { wrong, changed: JSON.stringify(await everything()) !== JSON.stringify(before) };
}

const keysWith = (has: (target: (typeof fuzzTargets)[string]) => unknown) =>
  Object.keys(fuzzTargets).filter((key) => has(fuzzTargets[key]!));

describe.each(keysWith((target) => target.body))("%s", (key) => {
  it("refuses every malformed, ill-typed or incomplete body", async () => {
    const outcome = await wronglyAnswered(key, (url, body) =>
      bodyCases(fuzzTargets[key]!, url, body),
    );
    expect(outcome).toEqual({ wrong: [], changed: false });
  });
});

describe.each(keysWith((target) => target.query || target.param))("%s", (key) => {
  it("refuses every bad query value and path param", async () => {
    const outcome = await wronglyAnswered(key, (url, body) =>
      urlCases(fuzzTargets[key]!, url, body),
    );
    expect(outcome).toEqual({ wrong: [], changed: false });
  });
});
