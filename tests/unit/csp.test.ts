import { contentSecurityPolicy, createNonce } from "@/lib/security/csp";
import { staticSecurityHeaders } from "@/lib/security/headers";

describe("contentSecurityPolicy", () => {
  it("allows scripts only with the request's nonce in production, and forbids framing", () => {
    const nonce = createNonce();
    const policy = contentSecurityPolicy(nonce, false);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic';`);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-src https://www.openstreetmap.org");
  });

  it("adds eval only for development's fast refresh", () => {
    expect(contentSecurityPolicy("n", true)).toContain("'unsafe-eval'");
  });

  it("makes a different nonce every time", () => {
    expect(createNonce()).not.toBe(createNonce());
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

  it("allows Stripe's script, API and frames only when Stripe is configured", () => {
    const without = contentSecurityPolicy("n", false);
    const withStripe = contentSecurityPolicy("n", false, { stripe: true });
    expect(without).not.toContain("stripe.com");
    expect(withStripe).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(withStripe).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(withStripe).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
  });
});
