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
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  const request = new Request(new URL(url, "http://localhost"), init);
  const { response } = await inRequestScope(request, () =>
    handler(request, { params: Promise.resolve((params ?? {}) as P) }),
  );
  return { status: response.status, body: await response.json(), headers: response.headers };
}
