"use client";

import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { readAccessToken } from "@/lib/client/access-token";

/** An API error with the server's message, for toasts and SWR error states. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's details, e.g. the lines a checkout could not order. */
    readonly issues: unknown[] = [],
  ) {
    super(message);
  }
}

/**
 * A body in the contract's original shape: the fields the route reads, and more as the original
 * client sends them, which the server ignores.
 */
export type ContractShaped<B> = B extends readonly unknown[]
  ? B
  : B extends object
    ? { [K in keyof B]: ContractShaped<B[K]> } & Record<string, unknown>
    : B;

/**
 * Calls our API as the dashboard does: the stored bearer token when there is one (the session
 * cookie goes along too), JSON in; the answer when it is a success, else a thrown ApiError with
 * the server's message. For answers read other than as JSON (headers, a streamed CSV).
 */
export async function apiResponse(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<Response> {
  const { json, headers, ...rest } = init;
  const token = readAccessToken();
  const response = await fetch(path, {
    ...rest,
    headers: {
      ...(json !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as { error?: string; issues?: unknown[] };
  throw new ApiError(
    response.status,
    body.error ?? `Request failed (${response.status})`,
    body.issues ?? [],
  );
}

/** `apiResponse`, its JSON body. */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const response = await apiResponse(path, init);
  return (await response.json().catch(() => ({}))) as T;
}

/** A route's POST of a JSON body, answered with the JSON its declaration names. */
export const postTo =
  <H>(path: string) =>
  (body: BodyOf<H>) =>
    apiFetch<AnswerOf<H>>(path, { method: "POST", json: body });

/** The SWR fetcher for GET calls. */
export const swrFetcher = <T>(path: string) => apiFetch<T>(path);
