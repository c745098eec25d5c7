import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, createNonce } from "@/lib/security/csp";

export const NONCE_HEADER = "x-nonce";

// Pages that need a signed-in user. The proxy only redirects for comfort, on the presence of a
// session cookie; every API call and page checks the user itself.
const GUARDED_PREFIXES = ["/dashboard", "/purchase"];
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

function needsSignIn(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  const guarded = GUARDED_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return guarded && !SESSION_COOKIES.some((name) => request.cookies.has(name));
}

export function proxy(request: NextRequest) {
  if (needsSignIn(request)) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", `${request.nextUrl.pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(login);
  }
  // Every page response gets its own CSP nonce; Next.js reads it from the request's CSP header.
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, process.env.NODE_ENV === "development", {
    // Stripe Elements needs its script, API and frames; the test provider needs none of them.
    stripe: Boolean(
      process.env.STRIPE_SECRET_KEY && process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    ),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: [
    {
      source:
        "/((?!api|_next/static|_next/image|images|uploads|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
