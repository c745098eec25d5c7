import "server-only";
import { NextResponse } from "next/server";
import type * as z from "zod/v4/core";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin, requireUser } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import { actorFrom, assertSameOrigin } from "@/lib/auth/request-actor";
import { clientIp, countAttempt, type LimitedAction } from "@/lib/security/rate-limit";
import { parseParams, parseQuery, readBody, type BodyReader } from "./route-input";
import { handle, jsonError } from "./respond";
import { ALLOWED_METHODS, REFUSAL_HEADER } from "./unfit-requests";

/** Who may call a route: anyone, any signed-in user, or admins only. */
type Access = "public" | "user" | "admin";

// Any zod 4 schema: the classic API, or zod/mini where a public form shares the schema.
type Schema = z.$ZodType;
type Out<S> = S extends z.$ZodType ? z.output<S> : S extends BodyReader<infer T> ? T : undefined;
// What a caller sends for a JSON body: the schema's input.
type In<S> = S extends z.$ZodType ? z.input<S> : never;

/** What a handler receives: the caller, and its input already parsed by the route's schemas. */
export interface RouteInput<P, Q, B> {
  actor: Actor | null;
  params: P;
  query: Q;
  body: B;
}

export interface RouteDeclaration<P, Q, B> {
  access: Access;
  params?: P;
  query?: Q;
  /** A zod schema for a JSON body, or a reader for any other body (multipart, raw text). */
  body?: B;
  /** Account forms post from our own pages only, whoever (if anyone) is signed in. */
  sameOrigin?: boolean;
  /** Counts one attempt of this action against the caller's address and the key (an email). */
  rateLimit?: { action: LimitedAction; key: (input: { body: Out<B> }) => string | undefined };
  /** `no-store` for anything personal; routes for signed-in callers get it by default. */
  cache?: "no-store";
  /** The status of a successful answer (default 200). */
  status?: number;
  /** A route that can be switched off: 404 with this message while `when()` is false. */
  available?: { when: () => boolean; otherwise: string };
  /**
   * A public route that still reads who calls (if anyone) for the requests this picks out: a
   * part of it only admins may use. Other requests skip the look-up.
   */
  identifies?: (request: Request) => boolean;
  /** Set for a library's own handler (Auth.js), whose input the library reads itself. */
  delegatedTo?: string;
}

// Next.js passes the params of a dynamic route; a static route's handler may be called without.
type Handler = (
  request: Request,
  context?: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

declare const answerType: unique symbol;
declare const bodyType: unique symbol;

/**
 * A route handler, with its declaration kept on it for the route-table tests; `R` (what its
 * handler returns) and `B` (the JSON body it takes) are carried in the type only, so a client
 * can name both (`AnswerOf`, `BodyOf`).
 */
export type DeclaredHandler<R = unknown, B = unknown> = Handler & {
  declaration: RouteDeclaration<unknown, unknown, unknown>;
  readonly [answerType]?: R;
  readonly [bodyType]?: B;
};

/** The JSON a returned value answers: a JSON answer's body, or the value itself. */
type JsonOf<R> = R extends NextResponse<infer B> ? B : R extends Response ? never : R;

/**
 * The JSON body a route answers on success, from its declaration: for a client to import as a
 * type (`import type`), so the answer it reads is the one the server writes.
 */
export type AnswerOf<H> = H extends { readonly [answerType]?: infer R } ? JsonOf<R> : never;

/** The JSON body a route takes, as its schema reads it: for a client, as `AnswerOf`. */
export type BodyOf<H> = H extends { readonly [bodyType]?: infer B } ? B : never;

/** The answer to a request the HTTP layer marked as unfit (see unfit-requests.ts). */
function refusedAnswer(request: Request): Response | undefined {
  const mark = request.headers.get(REFUSAL_HEADER);
  if (!mark) return undefined;
  if (!mark.startsWith("method:"))
    return jsonError(400, "The address is not valid: its percent-encoding is malformed.");
  const answer = jsonError(405, `The method ${mark.slice("method:".length)} is not allowed.`);
  answer.headers.set("Allow", ALLOWED_METHODS.join(", "));
  return answer;
}

async function callerFor(
  request: Request,
  access: Access,
  identifies?: (request: Request) => boolean,
): Promise<Actor | null> {
  if (access === "public") return identifies?.(request) ? actorFrom(request) : null;
  const actor = await actorFrom(request);
  return access === "admin" ? requireAdmin(actor) : requireUser(actor);
}

/**
 * The one edge every API route goes through, in this order: same-origin check, the caller and
 * their access, whether the route is switched on, params, query, body, rate limit; then the
 * handler, whose result is the JSON answer (or a Response of its own). Every failure becomes
 * the API's JSON error answer.
 */
export function route<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | BodyReader<unknown> | undefined = undefined,
  R = unknown,
>(
  declaration: RouteDeclaration<P, Q, B>,
  run: (input: RouteInput<Out<P>, Out<Q>, Out<B>>) => Promise<R>,
): DeclaredHandler<R, In<B>> {
  const handler: Handler = (request, context) =>
    handle(async () => {
      const refused = refusedAnswer(request);
      if (refused) return refused;
      if (declaration.sameOrigin) assertSameOrigin(request);
      const actor = await callerFor(request, declaration.access, declaration.identifies);
      const { available } = declaration;
      if (available && !available.when()) throw new AppError(404, available.otherwise);
      const params = (await parseParams(declaration.params, context)) as Out<P>;
      const query = parseQuery(declaration.query, request) as Out<Q>;
      const body = (await readBody(declaration.body, request)) as Out<B>;
      const limit = declaration.rateLimit;
      // The caller's address is resolved here, never in a service.
      if (limit) await countAttempt(limit.action, clientIp(request.headers), limit.key({ body }));
      const result = await run({ actor, params, query, body });
      const response =
        result instanceof Response
          ? result
          : NextResponse.json(result, { status: declaration.status ?? 200 });
      const personal = declaration.access !== "public" || declaration.cache === "no-store";
      if (personal && !response.headers.has("Cache-Control"))
        response.headers.set("Cache-Control", "private, no-store");
      return response;
    });
  return Object.assign(handler, {
    declaration: declaration as RouteDeclaration<unknown, unknown, unknown>,
  });
}

/** A JSON answer with headers of its own (paging counts, a status that is not the route's). */
export function jsonAnswer<T>(body: T, init: { status?: number; headers?: HeadersInit }) {
  return NextResponse.json<T>(body, init);
}

/**
 * A handler written by a library (Auth.js's), passed the request as it came, inside the same
 * request scope and error answer as every other route.
 */
export function delegatedRoute(
  library: string,
  libraryHandler: (request: Request) => Promise<Response>,
): DeclaredHandler {
  const handler: Handler = (request) =>
    handle(async () => {
      // A copy: a redirect's headers are immutable, and the answer gets its request id.
      const answer = await libraryHandler(request);
      return new Response(answer.body, answer);
    });
  return Object.assign(handler, {
    declaration: { access: "public" as const, delegatedTo: library },
  });
}
