import { partNumberKey } from "@/lib/text";
import { specList, type SeedPackage, type SeedPart, type VariantTemplate } from "./schemas";

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"; // no I or O, as on real part numbers
const DIGITS = "0123456789";
const NEWEST_VARIANT_DAY = 4; // the newest days belong to the hand-written parts (the home page)
const OLDEST_DAY = 180;
const OUT_OF_STOCK_EVERY = 11;

/** mulberry32: a fixed seed gives the same catalog on every start, on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(list: readonly T[], random: () => number): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** Shop prices: under $20 they end in 9 cents, above in a quarter. */
const shopPrice = (cents: number) =>
  cents < 2000 ? Math.max(99, Math.round(cents / 10) * 10 - 1) : Math.round(cents / 25) * 25;

/**
 * A kind's package: the featured part and the first variant weigh the kind's weight, the others a
 * few percent more or less (to a tenth of a pound).
 */
export function packageOf(template: VariantTemplate, variant = 0): SeedPackage {
  const weight = template.weight * (1 + (((variant + 2) % 5) - 2) * 0.03);
  return {
    weight: Math.max(0.1, Math.round(weight * 10) / 10),
    dimensions: template.dimensions ?? null,
  };
}

/** Makes each template's variants, with numbers that no other part (nor featured one) uses. */
export function generateVariants(templates: VariantTemplate[], featured: SeedPart[]): SeedPart[] {
  const random = seededRandom(13);
  const pickFrom = (chars: string) => chars[Math.floor(random() * chars.length)]!;
  const fill = (pattern: string) =>
    pattern.replace(/[#@*]/g, (mark) =>
      pickFrom(mark === "#" ? DIGITS : mark === "@" ? LETTERS : DIGITS + LETTERS),
    );
  const takenKeys = new Set(
    featured.flatMap((part) => [part.partNumber, ...part.oemNumbers].map(partNumberKey)),
  );
  const freshNumber = (pattern: string) => {
    let number = fill(pattern);
    while (takenKeys.has(partNumberKey(number))) number = fill(pattern);
    takenKeys.add(partNumberKey(number));
    return number;
  };
  const featuredDays = new Set(featured.map((part) => part.daysAgo));
  const days = shuffle(
    Array.from({ length: OLDEST_DAY - NEWEST_VARIANT_DAY + 1 }, (_, i) => i + NEWEST_VARIANT_DAY),
    random,
  ).filter((day) => !featuredDays.has(day));
  // A generated name must not contain a featured one: pages and tests find parts by name.
  const clashes = (name: string) => featured.some((part) => name.includes(part.productName));

  const variants: SeedPart[] = [];
  for (const template of templates) {
    const combos = shuffle(
      template.first.flatMap((a) => template.second.map((b) => [a, b] as const)),
      random,
    )
      .map(([a, b]) => ({
        a,
        b,
        name: template.name.replace("{a}", a.label).replace("{b}", b.label),
      }))
      .filter((combo) => !clashes(combo.name))
      .slice(0, template.count);
    combos.forEach(({ a, b, name }, index) => {
      const brand = template.brands[index % template.brands.length]!;
      const minOrderQty = template.minOrderQty;
      const inStock = (variants.length + 6) % OUT_OF_STOCK_EVERY !== 0;
      const lots = template.stockLots * (0.5 + random());
      const oemPatterns = shuffle(template.oem, random).slice(0, 1 + Math.floor(random() * 4));
      variants.push({
        slug: template.kind,
        partNumber: freshNumber(`${template.prefix}-####`),
        productName: `${brand} ${name}`,
        brand,
        category: template.category,
        productDescription: [
          a.sentence,
          b.sentence,
          template.closers[index % template.closers.length],
        ]
          .join(" ")
          .trim(),
        oemNumbers: oemPatterns.map(freshNumber),
        specs: specList({ ...a.specs, ...b.specs, ...template.specs }),
        priceCents: shopPrice(template.priceCents * a.price * b.price * (0.88 + random() * 0.3)),
        minOrderQty,
        availableQty: inStock
          ? Math.round((minOrderQty * lots) / 10) * 10
          : Math.floor((minOrderQty * (variants.length % 3)) / 3),
        daysAgo: days[variants.length]!,
        ...packageOf(template, index),
      });
    });
  }
  return variants;
}
