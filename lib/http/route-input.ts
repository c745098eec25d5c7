import "server-only";
import * as z from "zod/v4/core";
import { AppError } from "@/lib/errors";
import { JSON_BODY_MAX_BYTES, bodyTooLarge } from "@/lib/validation/limits";
import { readTextLimited } from "./read-limited";

/** Reads a body that is not JSON (multipart, raw bytes); throws an AppError for a bad one. */
export type BodyReader<T> = (request: Request) => Promise<T>;

/** A schema's failure as the API answers it: 400, the first problem as the message. */
function parsed<T extends z.$ZodType>(schema: T, value: unknown, fallback: string): z.output<T> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new AppError(400, first ? first.message : fallback, result.error.issues);
}

export async function parseParams(
  schema: z.$ZodType | undefined,
  context: { params: Promise<Record<string, string | string[]>> } | undefined,
): Promise<unknown> {
  return schema ? parsed(schema, (await context?.params) ?? {}, "Invalid path") : undefined;
}

/** A query as a record: a key given once is a string, a key repeated (`brand=a&brand=b`) a list. */
function queryRecord(searchParams: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key);
    record[key] = values.length === 1 ? values[0]! : values;
  }
  return record;
}

/** The URL's query against its schema; a mismatch is a 400 that names the problem. */
export function parseQuery(schema: z.$ZodType | undefined, request: Request): unknown {
  if (!schema) return undefined;
  return parsed(schema, queryRecord(new URL(request.url).searchParams), "Invalid query");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, "The request body must be JSON.");
  }
}

/**
 * A JSON body, read with a form's size limit (413 beyond it, unread) and checked by its schema.
 * An empty body is `undefined` for a schema that accepts nothing, otherwise "must be JSON".
 */
async function readJsonBody(schema: z.$ZodType, request: Request): Promise<unknown> {
  const text = await readTextLimited(
    request,
    JSON_BODY_MAX_BYTES,
    bodyTooLarge(JSON_BODY_MAX_BYTES),
  );
  const empty = text.trim() === "" && z.safeParse(schema, undefined).success;
  return parsed(schema, empty ? undefined : parseJson(text), "Invalid input");
}

export function readBody(
  body: z.$ZodType | BodyReader<unknown> | undefined,
  request: Request,
): Promise<unknown> {
  if (!body) return Promise.resolve(undefined);
  return body instanceof z.$ZodType ? readJsonBody(body, request) : body(request);
}
