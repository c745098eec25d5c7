import { expect, type PlaywrightWorkerArgs } from "@playwright/test";

export type Auth = { authorization: string };

/** Signs in through the API (a session cookie), then trades the session for a bearer token. */
export async function bearerOf(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  user: { name: string; email: string; password: string },
  { signUp = false } = {},
): Promise<Auth> {
  const context = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  try {
    const signIn = signUp
      ? await context.post("/api/account/signup", { data: user })
      : await context.post("/api/account/login", { data: user });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const issued = await context.put("/api/user", { data: { email: user.email } });
    expect(issued.ok(), await issued.text()).toBe(true);
    return { authorization: `Bearer ${((await issued.json()) as { token: string }).token}` };
  } finally {
    await context.dispose();
  }
}
