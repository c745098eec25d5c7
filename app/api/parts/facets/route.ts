import { route } from "@/lib/http/route";
import { partFacets } from "@/lib/services/catalog";
import { partFacetsQuerySchema } from "@/lib/validation/part-finder";

// What the finder's filters find, by category and brand, and its price range.
export const GET = route({ access: "public", query: partFacetsQuerySchema }, ({ query }) =>
  partFacets(query),
);
