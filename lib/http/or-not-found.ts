import "server-only";
import { notFound } from "next/navigation";
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
