import { notFoundPerRequest } from "@/lib/http/or-not-found";

// Unknown paths under /purchase/{id}/… are answered per request, under the proxy's nonce-only CSP.
export default notFoundPerRequest;
