import "server-only";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { NotFoundError } from "@/lib/errors";

/** For pages: a service's NotFoundError becomes the 404 page. */
export async function orNotFound<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

/**
 * For unknown paths under the pages the proxy renders per request (/purchase/…, /auth/…,
 * /reset-password/…): their CSP allows only scripts with the request's nonce, and the
 * site-wide 404 is prerendered alike for every request (no nonce). Rendered per request
 * instead, Next.js gives its scripts this request's nonce.
 */
export async function notFoundPerRequest(): Promise<never> {
  await connection();
  notFound();
}
