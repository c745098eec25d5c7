import { notFoundPerRequest } from "@/lib/http/or-not-found";

// Unknown paths under /reset-password/… are answered per request, under the proxy's nonce-only CSP.
export default notFoundPerRequest;
