import { notFound } from "next/navigation";

/**
 * Every unknown path under /dashboard lands here, inside the dashboard's layout, which reads the
 * signed-in user and so renders per request. The proxy gives /dashboard/… a CSP that allows only
 * scripts with the request's nonce; the site-wide 404 is prerendered and cached once for every
 * request, so its scripts carry no nonce (or another request's) and would all be blocked here.
 * Rendered per request, Next.js gives them this request's nonce.
 */
export default function UnknownDashboardPage(): never {
  notFound();
}
