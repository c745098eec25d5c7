import accountsJson from "./accounts.json";
import blogsJson from "./blogs.json";
import featuredPartsJson from "./featured-parts.json";
import fitmentJson from "./fitment-rules.json";
import modelLinesJson from "./model-lines.json";
import partTemplatesJson from "./part-templates.json";
import reviewsJson from "./reviews.json";
import teamJson from "./team.json";
import {
  accountsSchema,
  blogsSchema,
  fitmentSchema,
  modelLinesSchema,
  partsSchema,
  reviewsSchema,
  teamSchema,
  templatesSchema,
  type SeedPart,
} from "./schemas";
import { generateVariants, packageOf } from "./variants";
import { applyRules, demoVehicles } from "./vehicles";

// The demo data, read from this folder's JSON files and checked against their schemas. Imported
// JSON is bundled with the server code that seeds, so no file needs copying next to a build.

export type { SeedPart };

/** The demo sign-ins printed at start-up and in the README; the first is the admin. */
export const demoAccounts = accountsSchema.parse(accountsJson);

const partTemplates = templatesSchema.parse(partTemplatesJson);

/** The package of a kind of part (its picture's slug), as its template gives it. */
function kindPackage(slug: string) {
  const template = partTemplates.find((kind) => kind.kind === slug);
  if (!template) throw new Error(`No part template for the featured part's kind ${slug}`);
  return packageOf(template);
}

/**
 * The hand-written parts: one of each kind, each with its own picture and its kind's package;
 * the newest are here.
 */
const featuredParts: SeedPart[] = partsSchema
  .parse(featuredPartsJson)
  .map((part) => ({ ...part, ...kindPackage(part.slug) }));

/**
 * The demo catalog: the featured parts and their generated variants (other brands, sizes,
 * positions), enough for search and filters to show something worth seeing.
 */
export const seedParts: SeedPart[] = [
  ...featuredParts,
  ...generateVariants(partTemplates, featuredParts),
];

const fitment = fitmentSchema.parse(fitmentJson);

/**
 * Parts that fit every vehicle. Parts named in no rule and not here have no fitment data (the
 * shop says "unknown" for them).
 */
export const UNIVERSAL_PART_NUMBERS = fitment.universal;
export const FITMENT_RULES = fitment.rules;
export const seedVehicles = demoVehicles(modelLinesSchema.parse(modelLinesJson));
export const seedFitments = applyRules(FITMENT_RULES, seedVehicles);

export const seedBlogs = blogsSchema.parse(blogsJson);
export const seedTeam = teamSchema.parse(teamJson);
export const seedReviews = reviewsSchema.parse(reviewsJson);
