import type { CategorySlugs } from "./category-slugs";

/**
 * What people call a leaf when they search for it: "Pads" alone is nobody's query, "Brake Pads"
 * is. Every leaf of the tree except Other's is named here; a leaf missing falls back to its name.
 */
const LEAF_TITLES: Record<string, string> = {
  "Brakes/Pads": "Brake Pads",
  "Brakes/Rotors": "Brake Rotors",
  "Brakes/Calipers": "Brake Calipers",
  "Brakes/Hoses": "Brake Hoses",
  "Filters/Oil": "Oil Filters",
  "Filters/Air": "Air Filters",
  "Filters/Cabin": "Cabin Air Filters",
  "Filters/Fuel": "Fuel Filters",
  "Ignition/Spark Plugs": "Spark Plugs",
  "Ignition/Coils": "Ignition Coils",
  "Engine/Belts": "Engine Belts",
  "Engine/Timing Kits": "Timing Belt Kits",
  "Engine/Water Pumps": "Water Pumps",
  "Engine/Sensors": "Engine Sensors",
  "Suspension/Shocks": "Shocks and Struts",
  "Suspension/Springs": "Coil Springs",
  "Suspension/Control Arms": "Control Arms",
  "Suspension/Bearings": "Wheel Bearings",
  "Drivetrain/CV Axles": "CV Axles",
  "Drivetrain/Clutch Kits": "Clutch Kits",
  "Cooling/Radiators": "Radiators",
  "Cooling/Thermostats": "Thermostats",
  "Electrical/Alternators": "Alternators",
  "Electrical/Starters": "Starters",
  "Electrical/Batteries": "Batteries",
  "Lighting/Headlight Bulbs": "Headlight Bulbs",
  "Wipers/Blades": "Wiper Blades",
};

/** "Brakes" for a group, "Brake Pads" for its leaf "Pads". */
export const categoryTitle = ({ group, leaf }: CategorySlugs) =>
  leaf ? (LEAF_TITLES[`${group}/${leaf}`] ?? leaf) : group;
