import type { SeedPart } from "./types";
import { featuredBrakesFiltersIgnition } from "./catalog/featured-brakes-filters-ignition";
import { featuredCoolingElectrical } from "./catalog/featured-cooling-electrical";
import { featuredEngineChassis } from "./catalog/featured-engine-chassis";
import { brakeTemplates } from "./catalog/templates-brakes";
import { drivetrainAndCoolingTemplates } from "./catalog/templates-drivetrain-cooling";
import { electricalTemplates } from "./catalog/templates-electrical";
import { engineTemplates } from "./catalog/templates-engine";
import { filterTemplates } from "./catalog/templates-filters";
import { ignitionTemplates } from "./catalog/templates-ignition";
import { suspensionTemplates } from "./catalog/templates-suspension";
import { wiperAndLightingTemplates } from "./catalog/templates-wipers-lighting";
import { generateVariants } from "./catalog/variant-generator";

/** The hand-written parts: one of each kind, each with its own picture; the newest are here. */
export const featuredParts: SeedPart[] = [
  ...featuredBrakesFiltersIgnition,
  ...featuredEngineChassis,
  ...featuredCoolingElectrical,
];

/**
 * The demo catalog: the featured parts and their generated variants (other brands, sizes,
 * positions), enough for search and filters to show something worth seeing.
 */
export const seedParts: SeedPart[] = [
  ...featuredParts,
  ...generateVariants(
    [
      ...brakeTemplates,
      ...filterTemplates,
      ...ignitionTemplates,
      ...engineTemplates,
      ...suspensionTemplates,
      ...drivetrainAndCoolingTemplates,
      ...electricalTemplates,
      ...wiperAndLightingTemplates,
    ],
    featuredParts,
  ),
];
