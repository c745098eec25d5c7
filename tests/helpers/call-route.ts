import { inRequestScope } from "./request-scope";

/**
 * Calls a route handler the way Next.js would, with a Request and the dynamic params, inside a
 * request scope: Auth.js's `auth()` reads this request's cookies (no cookie header: no session).
 */
export async function callRoute<P extends Record<string, string | string[]>>(
  handler: (request: Request, context: { params: Promise<P> }) => Promise<Response>,
  url: string,
  {
    params,
    headers,
    method = "GET",
    body,
  }: {
    params?: P;
    headers?: Record<string, string>;
    method?: string;
    /** A string is sent as it is; anything else as JSON. */
    body?: unknown;
  } = {},
): Promise<{ status: number; body: unknown; headers: Headers; bytes: ArrayBuffer }> {
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  const request = new Request(new URL(url, "http://localhost"), init);
  const { response } = await inRequestScope(request, () =>
    handler(request, { params: Promise.resolve((params ?? {}) as P) }),
  );
  // JSON answers are parsed; others (a PDF, a CSV) come as bytes, with their text as the body.
  const bytes = await response.arrayBuffer();
  const text = new TextDecoder().decode(bytes);
  const json = response.headers.get("content-type")?.includes("application/json") ?? true;
  return {
    status: response.status,
    body: json ? JSON.parse(text) : text,
    headers: response.headers,
    bytes,
  };
}
