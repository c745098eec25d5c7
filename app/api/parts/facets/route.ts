import { route } from "@/lib/http/route";
import { partFacets } from "@/domains/catalog/server";
import { partFacetsQuerySchema } from "@/domains/catalog";

// What the finder's filters find, by category and brand, and its price range.
export const GET = route({ access: "public", query: partFacetsQuerySchema }, ({ query }) =>
  partFacets(query),
);
