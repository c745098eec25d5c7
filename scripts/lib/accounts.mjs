// Accounts the way the shop's own client makes them: sign up (or sign in) through the API,
// then `PUT /api/user` for the bearer token that API calls carry.
export const BUYER_PASSWORD = "Bench-Buyer-123!";
export const DEMO_ADMIN = { email: "admin@example.com", password: "Admin123!" };

const sameOrigin = (baseUrl) => ({ origin: baseUrl, host: new URL(baseUrl).host });

function sessionCookie(response) {
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith("authjs.session-token="));
  if (!cookie) throw new Error("The answer set no session cookie");
  return cookie.split(";")[0];
}

async function expectOk(response, what) {
  if (response.ok) return response.json();
  throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
}

async function tokenFor(baseUrl, user, cookie) {
  const query = new URLSearchParams({ email: user.email, uid: user.uid });
  const response = await fetch(`${baseUrl}/api/user?${query}`, {
    method: "PUT",
    headers: { cookie, ...sameOrigin(baseUrl) },
  });
  const { token } = await expectOk(response, "PUT /api/user");
  return token;
}

/** Signs in with a password; returns the user, their session cookie and an API token. */
export async function signIn(baseUrl, { email, password }) {
  const response = await fetch(`${baseUrl}/api/account/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...sameOrigin(baseUrl) },
    body: JSON.stringify({ email, password }),
  });
  const cookie = sessionCookie(response);
  const { user } = await expectOk(response, "POST /api/account/login");
  return { uid: user.uid, email: user.email, cookie, token: await tokenFor(baseUrl, user, cookie) };
}

async function signUp(baseUrl, index) {
  const email = `buyer-${index}-${process.pid}@bench.example`;
  const response = await fetch(`${baseUrl}/api/account/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", ...sameOrigin(baseUrl) },
    body: JSON.stringify({ name: `Bench Buyer ${index}`, email, password: BUYER_PASSWORD }),
  });
  const cookie = sessionCookie(response);
  const { user } = await expectOk(response, "POST /api/account/signup");
  return { uid: user.uid, email: user.email, token: await tokenFor(baseUrl, user, cookie) };
}

/** Signs up `count` customers, a few at a time (each costs a password hash on the server). */
export async function createBuyers(baseUrl, count, parallel = 4) {
  const buyers = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, i) => start + i);
    buyers.push(...(await Promise.all(batch.map((index) => signUp(baseUrl, index)))));
  }
  return buyers;
}
