/** Calls a route handler the way Next.js would, with a Request and the dynamic params. */
export async function callRoute<P extends Record<string, string | string[]>>(
  handler: (request: Request, context: { params: Promise<P> }) => Promise<Response>,
  url: string,
  { params, headers }: { params?: P; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await handler(new Request(new URL(url, "http://localhost"), { headers }), {
    params: Promise.resolve((params ?? {}) as P),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}
