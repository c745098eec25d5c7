// Makers' names compared on what they spell: "F-150" is "F150", "MERCEDES-BENZ" is
// "Mercedes-Benz". The aliases are the real differences between vPIC's names and the shop's.
const MAKE_ALIASES: Record<string, string> = {
  chevy: "chevrolet",
  vw: "volkswagen",
  mercedes: "mercedesbenz",
  ramtrucks: "ram",
};

// vPIC's model names that carry a submodel the shop lists under its model line.
const MODEL_ALIASES: Record<string, string> = {
  golfgti: "golf",
};

/** A name without case, spaces, dashes or punctuation. */
export const nameKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

export const makeKey = (make: string) => {
  const key = nameKey(make);
  return MAKE_ALIASES[key] ?? key;
};

/** The keys a decoded model may carry in the shop: vPIC splits some names into model and
 * series ("Silverado" + "1500" is "Silverado 1500"; BMW's "330i" is of the "3-Series"). */
export const modelKeys = (model: string | null, series: string | null): string[] =>
  [model, model && series ? `${model} ${series}` : null, series]
    .filter((name): name is string => name !== null)
    .map(nameKey)
    .map((key) => MODEL_ALIASES[key] ?? key);

/** An engine's displacement and cylinders from the shop's text: "2.7L V6 Turbo" → 2.7 and 6. */
export function engineFigures(engine: string): {
  displacement: number | null;
  cylinders: number | null;
} {
  const displacement = /(\d+(?:\.\d+)?)\s*L\b/i.exec(engine);
  const cylinders = /\b[VLHIW](\d{1,2})\b/i.exec(engine);
  return {
    displacement: displacement ? Number(displacement[1]) : null,
    cylinders: cylinders ? Number(cylinders[1]) : null,
  };
}
