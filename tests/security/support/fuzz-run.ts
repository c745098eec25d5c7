// Builds the fuzzing suite's calls from a valid one (a field changed or left out, a query value
// or a path param replaced) and judges the answers: a refusal is a 4xx with a JSON error.
import { callApi, type ApiAnswer, type HttpMethod } from "../../helpers/api-routes";
import { fromAddress, sameOrigin } from "../../helpers/accounts";
import { freshIp, type World } from "./fixtures";
import type { FuzzTarget } from "./fuzz-targets";
import { Raw } from "./fuzz-values";

export interface FuzzCall {
  label: string;
  url: string;
  /** A string is sent as it is; an object as JSON (with Raw values written verbatim). */
  body?: unknown;
}

const RAW_MARK = "\u0001raw\u0001";

/** JSON text of a body, writing each Raw value as its own text (1e999, NaN …). */
function serialize(body: unknown): string | undefined {
  if (body === undefined || typeof body === "string") return body;
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (!(value instanceof Raw)) return value;
    raws.push(value.json);
    return `${RAW_MARK}${raws.length - 1}`;
  });
  return text.replace(new RegExp(`"${RAW_MARK}(\\d+)"`, "g"), (_m, i: string) => raws[Number(i)]!);
}

/** A deep copy of the body with the dotted path set to the value, or removed (undefined). */
export function withField(body: unknown, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split(".");
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

export function withQuery(url: string, name: string, value: string | undefined): string {
  const parsed = new URL(url, "http://localhost");
  if (value === undefined) parsed.searchParams.delete(name);
  else parsed.searchParams.set(name, value);
  return parsed.pathname + parsed.search;
}

/** The URL with its last path segment (the route's param) replaced, percent-encoded. */
export function withParam(url: string, value: string): string {
  const parsed = new URL(url, "http://localhost");
  const segments = parsed.pathname.split("/");
  segments[segments.length - 1] = encodeURIComponent(value);
  return segments.join("/") + parsed.search;
}

/** The values of a list that can be put in a URL (query and params are text). */
export const asUrlText = (values: unknown[]) =>
  values
    .filter((value) => typeof value === "string" || typeof value === "number")
    .map(String)
    .filter((value) => value !== "");

export function credentials(w: World, as: FuzzTarget["as"]): Record<string, string> {
  if (as === "form") return { ...sameOrigin, ...fromAddress(freshIp()) };
  if (as === "customer session") return { ...sameOrigin, ...w.customerSession };
  return w.callers.headers[as];
}

export async function send(w: World, key: string, target: FuzzTarget, call: FuzzCall) {
  const [method, pattern] = key.split(" ") as [HttpMethod, string];
  const answer = await callApi(method, pattern, {
    url: call.url,
    headers: credentials(w, target.as),
    body: serialize(call.body),
  });
  return { label: call.label, answer };
}

/** A refusal as the API promises it: a 4xx whose JSON body names the error. */
export const refusedProperly = (answer: ApiAnswer) =>
  answer.status >= 400 &&
  answer.status < 500 &&
  answer.json &&
  typeof (answer.body as { error?: unknown } | null)?.error === "string";

/** How a wrong answer is shown in a failure: the case, the status and the start of the body. */
export const shown = ({ label, answer }: { label: string; answer: ApiAnswer }) => ({
  label: label.length > 120 ? `${label.slice(0, 120)}…` : label,
  status: answer.status,
  body: JSON.stringify(answer.body)?.slice(0, 160),
});
