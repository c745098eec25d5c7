import "server-only";
import { NextResponse } from "next/server";
import { jsonAnswer } from "./route";

/** The paging headers every paged list answers with; its body stays the contract's array. */
export const pagingHeaders = (paging: {
  total: number;
  page: number;
  pageCount: number;
  estimated?: boolean;
}): Record<string, string> => ({
  "X-Total-Count": String(paging.total),
  "X-Page": String(paging.page),
  "X-Page-Count": String(paging.pageCount),
  ...(paging.estimated ? { "X-Total-Estimated": "true" } : {}),
});

export const pagedList = <T>(page: {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
  estimated: boolean;
}) => jsonAnswer(page.rows, { headers: pagingHeaders(page) });

/**
 * A CSV file for the browser to download; personal data, so never cached. Typed as a response
 * with no JSON body, so a route's answer type (`AnswerOf`) stays its JSON answer's.
 */
export const csvDownload = (fileName: string, csv: ReadableStream<Uint8Array>) =>
  new NextResponse<never>(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
