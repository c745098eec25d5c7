import { createHash } from "node:crypto";

/** Hosts the contact page's map embed is loaded from. */
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

/** What Stripe Elements loads, calls and frames, allowed only when Stripe is configured. */
const STRIPE_ORIGINS = {
  script: "https://js.stripe.com",
  connect: "https://api.stripe.com",
  frame: "https://js.stripe.com https://hooks.stripe.com",
} as const;

/**
 * next.config `source` for every path the proxy does not see (its matcher lists the pages that
 * need a signed-in user or a fresh form, rendered per request with a nonce). Every other page
 * is rendered once and served from the cache until its data changes, so its HTML (and its
 * inline scripts) cannot carry a per-request nonce.
 */
export const CACHED_PAGE_SOURCE =
  "/:path((?!(?:dashboard|purchase|reset-password|auth)(?:/|$)|login$).*)";

/** A CSP source that allows exactly this inline script. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

/**
 * Per-request pages trust their nonce and the inline scripts named (the layout's theme script,
 * which a cached layout renders without any nonce).
 */
type ScriptTrust = { nonce: string; inlineScripts: string[] } | "cached-page";

/**
 * The Content-Security-Policy of a page. Per-request pages run only scripts with the request's
 * nonce (Next.js adds it to its own) or a named inline script's hash. Cached pages cannot name a
 * nonce, so they allow inline scripts from their own HTML, which holds nothing a visitor
 * wrote unescaped (React escapes every text); everything else stays as strict. Development
 * also needs eval for fast refresh.
 */
export function contentSecurityPolicy(
  scripts: ScriptTrust,
  development: boolean,
  { stripe = false }: { stripe?: boolean } = {},
): string {
  const scriptSources =
    scripts === "cached-page"
      ? "'self' 'unsafe-inline'"
      : `'self' 'nonce-${scripts.nonce}' ${scripts.inlineScripts.join(" ")} 'strict-dynamic'`;
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources}${stripe ? ` ${STRIPE_ORIGINS.script}` : ""}${development ? " 'unsafe-eval'" : ""}`,
    // React and the motion library set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${stripe ? ` ${STRIPE_ORIGINS.connect}` : ""}${development ? " ws:" : ""}`,
    `frame-src ${MAP_EMBED_ORIGIN}${stripe ? ` ${STRIPE_ORIGINS.frame}` : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // No upgrade-insecure-requests: it would break every asset of a shop served over plain HTTP on a LAN.
  return directives.join("; ");
}

export function createNonce(): string {
  return btoa(crypto.randomUUID());
}
