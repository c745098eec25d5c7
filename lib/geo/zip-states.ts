import type { UsState } from "./us-states";

/**
 * USPS 3-digit ZIP prefixes by state, as ranges [first, last, state], ascending. Unassigned
 * prefixes inside a state's range count as that state; Puerto Rico, the territories and the
 * military (APO/FPO) prefixes are in no range: the shop ships to the 50 states and DC only.
 */
const PREFIX_RANGES: readonly (readonly [number, number, UsState])[] = [
  [5, 5, "NY"], // IRS Holtsville
  [10, 27, "MA"],
  [28, 29, "RI"],
  [30, 38, "NH"],
  [39, 49, "ME"],
  [50, 54, "VT"],
  [55, 55, "MA"], // IRS Andover
  [56, 59, "VT"],
  [60, 69, "CT"],
  [70, 89, "NJ"],
  [100, 149, "NY"],
  [150, 196, "PA"],
  [197, 199, "DE"],
  [200, 200, "DC"],
  [201, 201, "VA"], // Dulles
  [202, 205, "DC"],
  [206, 219, "MD"],
  [220, 246, "VA"],
  [247, 268, "WV"],
  [270, 289, "NC"],
  [290, 299, "SC"],
  [300, 319, "GA"],
  [320, 339, "FL"],
  [341, 349, "FL"], // 340 is the military's (AA)
  [350, 369, "AL"],
  [370, 385, "TN"],
  [386, 397, "MS"],
  [398, 399, "GA"],
  [400, 427, "KY"],
  [430, 459, "OH"],
  [460, 479, "IN"],
  [480, 499, "MI"],
  [500, 528, "IA"],
  [530, 549, "WI"],
  [550, 567, "MN"],
  [569, 569, "DC"],
  [570, 577, "SD"],
  [580, 588, "ND"],
  [590, 599, "MT"],
  [600, 629, "IL"],
  [630, 658, "MO"],
  [660, 679, "KS"],
  [680, 693, "NE"],
  [700, 715, "LA"],
  [716, 729, "AR"],
  [730, 732, "OK"],
  [733, 733, "TX"], // IRS Austin
  [734, 749, "OK"],
  [750, 799, "TX"],
  [800, 816, "CO"],
  [820, 831, "WY"],
  [832, 838, "ID"],
  [840, 847, "UT"],
  [850, 865, "AZ"],
  [870, 884, "NM"],
  [885, 885, "TX"], // El Paso
  [889, 898, "NV"],
  [900, 961, "CA"],
  [967, 968, "HI"],
  [970, 979, "OR"],
  [980, 994, "WA"],
  [995, 999, "AK"],
];

/** The state a ZIP code (5 or 9 digits, a dash allowed) lies in, by its first three digits. */
export function stateOfZip(zip: string): UsState | null {
  const prefix = Number(zip.trim().slice(0, 3));
  if (!/^\d{3}/.test(zip.trim())) return null;
  const range = PREFIX_RANGES.find(([first, last]) => prefix >= first && prefix <= last);
  return range ? range[2] : null;
}
