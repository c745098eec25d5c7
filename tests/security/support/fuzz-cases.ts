// The fixed cases for one route: broken JSON, wrong shapes, polluting keys, every field left
// out or given each value its kind must refuse, and the same for the query and the path param.
import { type FuzzCall, asUrlText, withField, withParam, withQuery } from "./fuzz-run";
import type { FuzzTarget } from "./fuzz-targets";
import {
  BLANK_ALLOWED,
  invalidValues,
  malformedJson,
  pollutingBodies,
  Raw,
  wrongShapes,
} from "./fuzz-values";

/** A short, readable name for a value (a megabyte string is not printed). */
function named(value: unknown): string {
  if (value instanceof Raw) return value.json;
  if (typeof value === "string" && value.length > 40)
    return `${JSON.stringify(value.slice(0, 12))}… (${value.length} chars)`;
  return JSON.stringify(value);
}

export function bodyCases(target: FuzzTarget, url: string, body: unknown): FuzzCall[] {
  if (!target.body) return [];
  const cases: FuzzCall[] = malformedJson.map((text) => ({
    label: `body ${named(text)}`,
    url,
    body: text,
  }));
  if (!target.bodyOptional) {
    cases.push({ label: "empty body", url, body: "" });
    for (const shape of wrongShapes)
      cases.push({ label: `body ${named(shape)}`, url, body: JSON.stringify(shape) });
  }
  // A body whose every field is optional may carry unknown keys (they are dropped); the suite
  // still checks that none of them reached Object.prototype.
  if (!target.bodyOptional)
    for (const text of pollutingBodies) cases.push({ label: `body ${text}`, url, body: text });
  for (const [path, field] of Object.entries(target.body)) {
    if (!field.optional)
      cases.push({ label: `without ${path}`, url, body: withField(body, path, undefined) });
    for (const value of invalidValues[field.kind]) {
      cases.push({ label: `${path}: ${named(value)}`, url, body: withField(body, path, value) });
    }
  }
  return cases;
}

export function urlCases(target: FuzzTarget, url: string, body: unknown): FuzzCall[] {
  const cases: FuzzCall[] = [];
  for (const [name, field] of Object.entries(target.query ?? {})) {
    if (!field.optional)
      cases.push({ label: `without ?${name}`, url: withQuery(url, name, undefined), body });
    const blank = BLANK_ALLOWED.includes(field.kind) ? [] : [""];
    for (const value of [...asUrlText(invalidValues[field.kind]), ...blank]) {
      cases.push({ label: `?${name}=${named(value)}`, url: withQuery(url, name, value), body });
    }
  }
  if (target.param) {
    for (const value of asUrlText(invalidValues[target.param])) {
      cases.push({ label: `param ${named(value)}`, url: withParam(url, value), body });
    }
  }
  return cases;
}
