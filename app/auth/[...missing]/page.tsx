import { notFoundPerRequest } from "@/lib/http/or-not-found";

// Unknown paths under /auth/… are answered per request, under the proxy's nonce-only CSP.
export default notFoundPerRequest;
