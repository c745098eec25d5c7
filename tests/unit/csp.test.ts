import { createHash } from "node:crypto";
import {
  CACHED_PAGE_SOURCE,
  contentSecurityPolicy,
  createNonce,
  inlineScriptSource,
} from "@/lib/security/csp";
import { securityHeaderRules, staticSecurityHeaders } from "@/lib/security/headers";
import { config as proxyConfig } from "@/proxy";

const perRequest = (nonce: string) => ({ nonce, inlineScripts: [inlineScriptSource("theme()")] });

describe("contentSecurityPolicy", () => {
  it("allows per-request pages only the request's nonce and the named inline scripts", () => {
    const nonce = createNonce();
    const policy = contentSecurityPolicy(perRequest(nonce), false);
    const hash = createHash("sha256").update("theme()").digest("base64");
    expect(policy).toContain(
      `script-src 'self' 'nonce-${nonce}' 'sha256-${hash}' 'strict-dynamic';`,
    );
    expect(policy).not.toMatch(/script-src [^;]*unsafe-inline/);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-src https://www.openstreetmap.org");
  });

  it("lets cached pages run their own inline scripts, with everything else as strict", () => {
    const policy = contentSecurityPolicy("cached-page", false);
    expect(policy).toContain("script-src 'self' 'unsafe-inline';");
    expect(policy).not.toContain("nonce-");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it("adds eval only for development's fast refresh", () => {
    expect(contentSecurityPolicy(perRequest("n"), true)).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy("cached-page", true)).toContain("'unsafe-eval'");
  });

  it("makes a different nonce every time", () => {
    expect(createNonce()).not.toBe(createNonce());
  });

  it("allows Stripe's script, API and frames only when Stripe is configured", () => {
    const without = contentSecurityPolicy(perRequest("n"), false);
    const withStripe = contentSecurityPolicy(perRequest("n"), false, { stripe: true });
    expect(without).not.toContain("stripe.com");
    expect(withStripe).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(withStripe).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(withStripe).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
  });
});

describe("which pages get which policy", () => {
  // next.config's source, as path-to-regexp turns it into a regular expression.
  const cachedPattern = new RegExp(`^/${CACHED_PAGE_SOURCE.replace("/:path(", "(")}$`);
  const proxied = [
    "/dashboard",
    "/dashboard/my-orders",
    "/purchase/abc",
    "/login",
    "/auth/complete",
  ];
  const cached = [
    "/",
    "/allParts",
    "/blogs",
    "/blogDetails/x",
    "/contact",
    "/loginx",
    "/signUp",
    "/nope",
    "/categories/brakes/pads",
    "/categories/brakes/page/2",
  ];

  it("sends every page through exactly one of the proxy (nonce) and next.config (cached)", () => {
    // The proxy's paths for every query; the category pages' entries ask for `?page=` (below).
    const matcher = proxyConfig.matcher
      .filter((entry) => typeof entry === "string")
      .map((source) => new RegExp(`^${source.replace("/:path*", "(/.*)?")}$`));
    for (const path of proxied) {
      expect([path, matcher.some((pattern) => pattern.test(path))]).toEqual([path, true]);
      expect([path, cachedPattern.test(path)]).toEqual([path, false]);
    }
    for (const path of cached) {
      expect([path, matcher.some((pattern) => pattern.test(path))]).toEqual([path, false]);
      expect([path, cachedPattern.test(path)]).toEqual([path, true]);
    }
  });

  it("sends a category page to the proxy only when asked with ?page= (to redirect it)", () => {
    const queried = proxyConfig.matcher.filter((entry) => typeof entry !== "string");
    expect(queried.map((entry) => entry.source)).toEqual([
      "/categories/:group",
      "/categories/:group/:leaf",
    ]);
    for (const entry of queried) expect(entry.has).toEqual([{ type: "query", key: "page" }]);
  });

  it("gives next.config the cached pages' policy", () => {
    const rule = securityHeaderRules(false).find((entry) => entry.source === CACHED_PAGE_SOURCE);
    expect(rule?.headers[0]?.value).toBe(contentSecurityPolicy("cached-page", false));
  });
});

describe("staticSecurityHeaders", () => {
  const names = (production: boolean) =>
    staticSecurityHeaders(production).map((header) => header.key);

  it("always sends nosniff, a referrer policy and frame denial", () => {
    expect(names(false)).toEqual(
      expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "X-Frame-Options"]),
    );
  });

  it("sends HSTS in production only", () => {
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(names(false)).not.toContain("Strict-Transport-Security");
  });
});
