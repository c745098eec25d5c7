import { CACHED_PAGE_SOURCE, contentSecurityPolicy } from "./csp";

// Headers that do not depend on the request; per-request pages get their CSP (with a nonce)
// from the proxy.
export function staticSecurityHeaders(production = process.env.NODE_ENV === "production") {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
  if (production) {
    headers.push({
      key: "Strict-Transport-Security",
      value: "max-age=63072000; includeSubDomains",
    });
  }
  return headers;
}

/** next.config's headers: the static ones everywhere, the cached pages' CSP outside the proxy. */
export function securityHeaderRules(development = process.env.NODE_ENV === "development") {
  return [
    { source: "/:path*", headers: staticSecurityHeaders() },
    {
      source: CACHED_PAGE_SOURCE,
      headers: [
        {
          key: "Content-Security-Policy",
          value: contentSecurityPolicy("cached-page", development),
        },
      ],
    },
  ];
}
