/** Hosts the contact page's map embed is loaded from. */
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

/** What Stripe Elements loads, calls and frames, allowed only when Stripe is configured. */
export const STRIPE_ORIGINS = {
  script: "https://js.stripe.com",
  connect: "https://api.stripe.com",
  frame: "https://js.stripe.com https://hooks.stripe.com",
} as const;

/**
 * The Content-Security-Policy for one response. Scripts run only with this request's nonce
 * (Next.js adds it to its own scripts); development also needs eval for fast refresh.
 */
export function contentSecurityPolicy(
  nonce: string,
  development: boolean,
  { stripe = false }: { stripe?: boolean } = {},
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${stripe ? ` ${STRIPE_ORIGINS.script}` : ""}${development ? " 'unsafe-eval'" : ""}`,
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
