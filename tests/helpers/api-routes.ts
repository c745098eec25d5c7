// Every route handler under app/api, found the way Next.js finds them (route.ts files and the
// HTTP methods they export), and a way to call any of them by its URL, with the dynamic params
// taken from the path as Next.js would take them. The calls run inside a request scope (see
// request-scope.ts), so Auth.js sees the request's cookies and can set its own.
import fs from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import type { DeclaredHandler } from "@/lib/http/route";
import { inRequestScope, type SetCookie } from "./request-scope";

const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

const apiDir = path.join(__dirname, "..", "..", "app", "api");

export interface ApiRoute {
  /** The route's pattern as the file system names it, e.g. `/api/orders/[id]`. */
  pattern: string;
  file: string;
  methods: HttpMethod[];
}

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** A route module, loaded by its path as Next.js loads it (through Jest, so mocks apply). */
function loadRoute(file: string): Record<string, unknown> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path known only at run time
  return require(file) as Record<string, unknown>;
}

let found: ApiRoute[] | undefined;

/** Every route file under app/api with the HTTP methods its module exports. */
export function apiRoutes(): ApiRoute[] {
  found ??= routeFiles(apiDir)
    .map((file) => {
      const folder = path.relative(apiDir, path.dirname(file)).split(path.sep).join("/");
      // Route groups "(name)" are not part of the URL.
      const segments = folder.split("/").filter((s) => s && !/^\(.*\)$/.test(s));
      const exported = loadRoute(file);
      const methods = HTTP_METHODS.filter((method) => typeof exported[method] === "function");
      return { pattern: ["/api", ...segments].join("/"), file, methods };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
  return found;
}

/** "METHOD /api/pattern" for every (route, method) pair. */
export const routeKeys = () =>
  apiRoutes().flatMap((route) => route.methods.map((method) => `${method} ${route.pattern}`));

/** The params Next.js would pass for this path, or null when the pattern does not match it. */
function paramsOf(pattern: string, pathname: string): Record<string, unknown> | null {
  const want = pattern.split("/").slice(1);
  const got = pathname.split("/").slice(1);
  const params: Record<string, unknown> = {};
  for (const [i, segment] of want.entries()) {
    const catchAll = /^\[\.\.\.(\w+)\]$/.exec(segment);
    if (catchAll) {
      if (got.length <= i) return null;
      params[catchAll[1]!] = got.slice(i).map(decodeURIComponent);
      return params;
    }
    if (got[i] === undefined) return null;
    const dynamic = /^\[(\w+)\]$/.exec(segment);
    if (dynamic) params[dynamic[1]!] = decodeURIComponent(got[i]!);
    else if (segment !== got[i]) return null;
  }
  return want.length === got.length ? params : null;
}

export interface ApiCall {
  /** Path and query, as a browser would send them (percent-encoded). */
  url: string;
  headers?: Record<string, string>;
  /** A string or bytes go as they are, FormData as multipart, a stream as it flows, else JSON. */
  body?: unknown;
}

export interface ApiAnswer {
  status: number;
  /** The parsed JSON, or the text when the answer is not JSON. */
  body: unknown;
  json: boolean;
  headers: Headers;
  setCookies: SetCookie[];
}

type BodyInitOf = ConstructorParameters<typeof NextRequest>[1] & { duplex?: "half" };

function bodyInit(body: unknown): BodyInitOf {
  if (body === undefined) return {};
  if (body instanceof ReadableStream) return { body, duplex: "half" };
  if (typeof body === "string" || body instanceof Uint8Array || body instanceof FormData)
    return { body: body as BodyInit };
  return { body: JSON.stringify(body) };
}

/** Calls the handler of `pattern` for `method` with this request, as Next.js would route it. */
export async function callApi(
  method: HttpMethod,
  pattern: string,
  { url, headers = {}, body }: ApiCall,
): Promise<ApiAnswer> {
  const full = new URL(url, "http://localhost");
  const params = paramsOf(pattern, full.pathname);
  if (!params) throw new Error(`${url} is not a path of ${pattern}`);
  const file = apiRoutes().find((route) => route.pattern === pattern)?.file;
  const handler = file && (loadRoute(file)[method] as Handler);
  if (!handler) throw new Error(`${pattern} has no ${method} handler`);
  const request = new NextRequest(full, { method, headers, ...bodyInit(body) });
  const { response, setCookies } = await inRequestScope(request, () =>
    handler(request, { params: Promise.resolve(params) }),
  );
  const text = await response.text();
  let parsed: unknown = text;
  let json = false;
  try {
    parsed = JSON.parse(text);
    json = true;
  } catch {
    // An HTML page, a redirect or an empty answer: kept as text.
  }
  return { status: response.status, body: parsed, json, headers: response.headers, setCookies };
}

/** What a route declares on the route edge (lib/http/route.ts), read from its handler. */
function declarationOf(key: string): DeclaredHandler["declaration"] | undefined {
  const [method, pattern] = key.split(" ");
  const route = apiRoutes().find((candidate) => candidate.pattern === pattern);
  if (!route) throw new Error(`No route file for ${key}`);
  return (loadRoute(route.file)[method!] as Partial<DeclaredHandler> | undefined)?.declaration;
}

/**
 * Whether a (method, route)'s handler takes input, read from its declaration: true or false for
 * a route that declares its params, query or body, "unknown" for a library's own handler (such
 * as Auth.js's), which a suite must then judge by name.
 */
export function takesInput(key: string): boolean | "unknown" {
  const declaration = declarationOf(key);
  if (!declaration) throw new Error(`${key} does not go through the route edge`);
  if (declaration.delegatedTo) return "unknown";
  return Boolean(declaration.params || declaration.query || declaration.body);
}

/** Every (method, route) key whose handler was not made by the route edge (should be none). */
export const keysOffTheEdge = () => routeKeys().filter((key) => !declarationOf(key));
