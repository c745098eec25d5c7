import "server-only";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

// What the request hooks that change a page's status read of the answer Next.js is writing.
const PAGE_CONTENT_TYPES = ["text/html", "text/x-component"]; // the document, and its RSC payload

/** The headers given to writeHead itself (an object, or a flat list of names and values). */
export function givenHeaders(rest: unknown[]): OutgoingHttpHeaders {
  const given = rest.find((argument) => typeof argument === "object" && argument !== null);
  if (!Array.isArray(given)) return (given ?? {}) as OutgoingHttpHeaders;
  const headers: OutgoingHttpHeaders = {};
  for (let index = 0; index + 1 < given.length; index += 2)
    headers[String(given[index])] = given[index + 1] as string;
  return headers;
}

export function isPageAnswer(response: ServerResponse, headers: OutgoingHttpHeaders): boolean {
  const givenType = Object.entries(headers).find(([name]) => name.toLowerCase() === "content-type");
  const type = String(givenType?.[1] ?? response.getHeader("content-type") ?? "");
  return PAGE_CONTENT_TYPES.some((pageType) => type.startsWith(pageType));
}
