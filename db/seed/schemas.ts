import { z } from "zod";

// The shapes of the demo data's JSON files, checked when they load: a typo in a hand-edited file
// fails the seed at once instead of seeding a broken catalog.

/** Specs written as an object ({ "Position": "Front" }) for brevity, in the order they are listed. */
const specsSchema = z.record(z.string(), z.string());
export const specList = (specs: Record<string, string>) =>
  Object.entries(specs).map(([name, value]) => ({ name, value }));

const accountSchema = z.object({
  role: z.enum(["admin", "user"]),
  name: z.string(),
  email: z.string(),
  password: z.string(),
});
/** The first account is the admin who creates the demo parts. */
export const accountsSchema = z.tuple([accountSchema]).rest(accountSchema);

const partSchema = z.object({
  /** The image's file name in public/images/parts (without .svg). */
  slug: z.string(),
  partNumber: z.string(),
  productName: z.string(),
  brand: z.string(),
  /** A leaf of lib/contract/categories.ts ("Brakes › Pads"). */
  category: z.string(),
  productDescription: z.string(),
  oemNumbers: z.array(z.string()),
  specs: specsSchema.transform(specList),
  priceCents: z.number().int(),
  /** The core deposit per piece of a remanufactured part (its old unit is owed back); none: 0. */
  coreChargeCents: z.number().int().nonnegative().optional(),
  minOrderQty: z.number().int(),
  availableQty: z.number().int(),
  daysAgo: z.number().int(),
});
export const partsSchema = z.array(partSchema);

/** A part's package: pounds, and inches for the bulky ones (what shipping's rules read). */
export interface SeedPackage {
  weight: number;
  dimensions: { length: number; width: number; height: number } | null;
}
export type SeedPart = z.output<typeof partSchema> & SeedPackage;

/** One choice on a template's axis: its words in the name, its specs and a sentence about it. */
const optionSchema = z.object({
  label: z.string(),
  specs: specsSchema,
  sentence: z.string(),
  /** Price relative to the template's base price. */
  price: z.number().default(1),
});

/** A kind of part, and the two axes its variants differ on (material × position, and so on). */
const templateSchema = z.object({
  /** The image's file name in public/images/parts, shared by every variant of the kind. */
  kind: z.string(),
  prefix: z.string(),
  category: z.string(),
  /** The name after the brand: {a} and {b} stand for the labels of the two options. */
  name: z.string(),
  first: z.array(optionSchema),
  second: z.array(optionSchema),
  specs: specsSchema.optional(),
  brands: z.array(z.string()),
  /** OEM number patterns: # a digit, @ a letter, * either; anything else is kept. */
  oem: z.array(z.string()),
  /** Closing sentences, one per variant in turn. */
  closers: z.array(z.string()),
  priceCents: z.number().int(),
  minOrderQty: z.number().int(),
  /** Typical stock, in minimum orders. */
  stockLots: z.number(),
  /** The packed part's weight in pounds; each variant's is within a few percent of it. */
  weight: z.number().positive(),
  /** The package's size in inches, given for the bulky kinds (rotors, radiators, axles). */
  dimensions: z
    .object({
      length: z.number().positive(),
      width: z.number().positive(),
      height: z.number().positive(),
    })
    .optional(),
  count: z.number().int(),
});
export const templatesSchema = z.array(templateSchema);
export type VariantTemplate = z.output<typeof templateSchema>;

/** Where a make's engineering comes from (oil filters, bulbs follow it) and what a model is. */
const originSchema = z.enum(["us", "jp", "kr", "eu"]);
const bodySchema = z.enum(["compact", "midsize", "suv", "truck"]);
const yearsSchema = z.tuple([z.number().int(), z.number().int()]);

/** A model sold over a run of years: each year is a base vehicle, each engine a configuration. */
const modelLineSchema = z.object({
  make: z.string(),
  model: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  origin: originSchema,
  body: bodySchema,
  engines: z.array(
    z.object({
      engine: z.string(),
      submodel: z.string().optional(),
      from: z.number().int(),
      to: z.number().int(),
    }),
  ),
});
export const modelLinesSchema = z.array(modelLineSchema);
export type ModelLine = z.output<typeof modelLineSchema>;

/**
 * Which vehicles a rule speaks about. Without `engine` (a regular expression) it names base
 * vehicles; with it, the configurations whose engine matches (of `submodel`, blank by default).
 */
const vehicleFilterSchema = z.object({
  makes: z.array(z.string()).optional(),
  /** "Make Model", e.g. "Ford F-150". */
  models: z.array(z.string()).optional(),
  years: yearsSchema.optional(),
  origins: z.array(originSchema).optional(),
  bodies: z.array(bodySchema).optional(),
  engine: z
    .string()
    .transform((source) => new RegExp(source))
    .optional(),
  submodel: z.string().optional(),
});
export type VehicleFilter = z.output<typeof vehicleFilterSchema>;

/** Parts that fit the vehicles a filter names, at a position, so many per vehicle, on a condition. */
const fitmentRuleSchema = z.object({
  parts: z.array(z.string()),
  on: vehicleFilterSchema,
  position: z.string().optional(),
  /** "cylinders": one per cylinder of the configuration's engine (spark plugs, coils). */
  quantity: z.union([z.number().int(), z.literal("cylinders")]).optional(),
  note: z.string().optional(),
});
export type FitmentRule = z.output<typeof fitmentRuleSchema>;

export const fitmentSchema = z.object({
  /** Parts that fit every vehicle: splice-in sensors and inline filters with adapters. */
  universal: z.array(z.string()),
  rules: z.array(fitmentRuleSchema),
});

export const blogsSchema = z.array(
  z
    .object({
      slug: z.string(),
      category: z.string(),
      title: z.string(),
      paragraphs: z.array(z.string()),
      authorName: z.string(),
      daysAgo: z.number().int(),
    })
    .transform(({ paragraphs, ...blog }) => ({ ...blog, description: paragraphs.join("\n\n") })),
);

export const teamSchema = z.array(
  z.object({ slug: z.string(), name: z.string(), designation: z.string() }),
);

export const reviewsSchema = z.array(
  z.object({
    reviewText: z.string(),
    rating: z.number().int(),
    authorName: z.string(),
    photoSlug: z.string().nullable(),
    daysAgo: z.number().int(),
  }),
);
