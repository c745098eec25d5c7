/**
 * The catalog's category tree: a fixed list of groups and their leaves. A part belongs to one
 * leaf, written "Group › Leaf" (its `category` in the contract); a filter may name a leaf or a
 * whole group. "Other" holds parts listed before categories existed.
 */
export const CATEGORY_SEPARATOR = " › ";

export const CATEGORY_TREE = {
  Brakes: ["Pads", "Rotors", "Calipers", "Hoses"],
  Filters: ["Oil", "Air", "Cabin", "Fuel"],
  Ignition: ["Spark Plugs", "Coils"],
  Engine: ["Belts", "Timing Kits", "Water Pumps", "Sensors"],
  Suspension: ["Shocks", "Springs", "Control Arms", "Bearings"],
  Drivetrain: ["CV Axles", "Clutch Kits"],
  Cooling: ["Radiators", "Thermostats"],
  Electrical: ["Alternators", "Starters", "Batteries"],
  Lighting: ["Headlight Bulbs"],
  Wipers: ["Blades"],
  Other: ["General"],
} as const satisfies Record<string, readonly string[]>;

export type CategoryGroup = keyof typeof CATEGORY_TREE;

export const categoryPath = (group: string, leaf: string) => `${group}${CATEGORY_SEPARATOR}${leaf}`;

/** Every leaf, in the tree's order: the values a part's `category` may take. */
export const CATEGORIES: readonly string[] = Object.entries(CATEGORY_TREE).flatMap(
  ([group, leaves]) => leaves.map((leaf) => categoryPath(group, leaf)),
);

export const CATEGORY_GROUPS = Object.keys(CATEGORY_TREE) as CategoryGroup[];

export const UNCATEGORIZED = categoryPath("Other", "General");

export const isCategory = (value: string) => CATEGORIES.includes(value);
export const isCategoryGroup = (value: string): value is CategoryGroup =>
  CATEGORY_GROUPS.includes(value as CategoryGroup);

/** The group of a leaf ("Brakes" for "Brakes › Pads"). */
export const groupOf = (category: string) => category.split(CATEGORY_SEPARATOR)[0] ?? category;
