"use client";

/** The contract's bearer token, kept where the original client kept it. */
export const ACCESS_TOKEN_KEY = "accessToken";

export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

function storeAccessToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Nothing stored where storage is unavailable.
  }
}

/** After any sign-in: ask the server for this user's token (PUT /api/user) and keep it. */
export async function fetchAndStoreAccessToken(user: {
  email: string;
  uid: string;
}): Promise<void> {
  const query = new URLSearchParams({ email: user.email, uid: user.uid });
  const response = await fetch(`/api/user?${query}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, uid: user.uid }),
  });
  if (!response.ok) throw new Error("Could not get an access token");
  const { token } = (await response.json()) as { token: string };
  storeAccessToken(token);
}
