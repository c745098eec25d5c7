import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, createNonce, inlineScriptSource } from "@/lib/security/csp";
import { headScript } from "@/components/layout/head-script";
import { categoryPageRedirect } from "@/lib/http/category-page-redirect";

// The root layout's theme script carries no nonce (the same layout serves cached pages).
const trustedInlineScripts = [inlineScriptSource(headScript)];

// Pages that need a signed-in user. The proxy only redirects for comfort, on the presence of a
// session cookie; every API call and page checks the user itself.
const GUARDED_PREFIXES = ["/dashboard", "/purchase", "/checkout", "/quick-order"];
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];
// Read by app/dashboard/(admin)/layout.tsx.
const PATHNAME_HEADER = "x-pathname";

function needsSignIn(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  const guarded = GUARDED_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return guarded && !SESSION_COOKIES.some((name) => request.cookies.has(name));
}

export function proxy(request: NextRequest) {
  const pagePath = categoryPageRedirect(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (pagePath) return NextResponse.redirect(new URL(pagePath, request.url), 308);
  if (needsSignIn(request)) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", `${request.nextUrl.pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(login);
  }
  // Every per-request page gets its own CSP nonce; Next.js reads it from the request's CSP header.
  const policy = contentSecurityPolicy(
    { nonce: createNonce(), inlineScripts: trustedInlineScripts },
    process.env.NODE_ENV === "development",
    {
      // Stripe Elements needs its script, API and frames; the test provider needs none of them.
      stripe: Boolean(
        process.env.STRIPE_SECRET_KEY && process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
      ),
    },
  );
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  // Layouts are not told their page's path; the admin layout needs it for the way back to it.
  // Set here on every request, so a client cannot supply its own.
  requestHeaders.set(PATHNAME_HEADER, request.nextUrl.pathname);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

// The pages rendered per request (they need a signed-in user, or read the query). Every other page
// is cached and gets its CSP from next.config (CACHED_PAGE_SOURCE), without the proxy's cost.
// A category page comes here only when asked with `?page=` (next.config's redirects() would carry
// the query over to the target), and leaves redirected: its cached page never gets a nonce.
export const config = {
  matcher: [
    { source: "/categories/:group", has: [{ type: "query", key: "page" }] },
    { source: "/categories/:group/:leaf", has: [{ type: "query", key: "page" }] },
    "/dashboard/:path*",
    "/purchase/:path*",
    "/checkout/:path*",
    "/quick-order/:path*",
    "/login",
    "/reset-password/:path*",
    "/auth/:path*",
  ],
};
