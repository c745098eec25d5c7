import { NextResponse } from "next/server";
import { csvText } from "@/lib/http/body-readers";
import { route } from "@/lib/http/route";
import { priceList, replacePriceList } from "@/domains/companies/server";
import { companyParamsSchema, PRICE_LIST_MAX_BYTES, priceListMessages } from "@/domains/companies";

// The company's price list replaced by the CSV file sent (partNumber,price): shop admins only.
export const PUT = route(
  {
    access: "user",
    params: companyParamsSchema,
    body: csvText(PRICE_LIST_MAX_BYTES, priceListMessages),
  },
  ({ actor, params, body }) => replacePriceList(actor, params.id, body),
);

// The price list read back as the same CSV: shop admins and the company's own admins.
export const GET = route(
  { access: "user", params: companyParamsSchema },
  async ({ actor, params }) =>
    new NextResponse<never>(await priceList(actor, params.id), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    }),
);
