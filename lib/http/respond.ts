import "server-only";
import { NextResponse } from "next/server";
import { ZodError, type z } from "zod";
import { AppError } from "@/lib/errors";

export function jsonError(status: number, message: string, issues: unknown[] = []): NextResponse {
  return NextResponse.json({ error: message, issues }, { status });
}

/** Reads a JSON body; a body that is not JSON is a 400, not a crash. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError(400, "The request body must be JSON.");
  }
}

/** Like readJson, but an empty body is `undefined` (the caller's query may carry the input). */
export async function readJsonOrEmpty(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, "The request body must be JSON.");
  }
}

/** Validates the URL's query with a schema; a mismatch is a 400 that names the problem. */
export function parseQuery<T extends z.ZodType>(schema: T, request: Request): z.output<T> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new AppError(400, first ? first.message : "Invalid query", result.error.issues);
  }
  return result.data;
}

/** Runs a handler body and turns a thrown AppError into its JSON answer; anything else is a 500. */
export async function handle(body: () => Promise<Response>): Promise<Response> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof AppError) return jsonError(error.status, error.message, error.issues);
    if (error instanceof ZodError) {
      return jsonError(400, error.issues[0]?.message ?? "Invalid input", error.issues);
    }
    console.error(error);
    return jsonError(500, "Something went wrong on our side. Please try again.");
  }
}
