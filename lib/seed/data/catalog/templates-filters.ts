import { ford, gm, honda, hyundai, nissan, toyota, vw } from "./oem-patterns";
import { option, type VariantTemplate } from "./variant-generator";

export const filterTemplates: VariantTemplate[] = [
  {
    kind: "oil-filter",
    prefix: "OF",
    category: "Filters › Oil",
    name: "{a} {b}",
    first: [
      option(
        "Synthetic",
        { Media: "Full synthetic" },
        "Full-synthetic media holds more dirt and lasts up to 15,000 miles between changes.",
        1.5,
      ),
      option(
        "Cellulose",
        { Media: "Cellulose" },
        "Resin-treated cellulose media is the economical choice for 5,000-mile intervals.",
        0.8,
      ),
      option(
        "High-Mileage",
        { Media: "Blended, high-mileage" },
        "A firmer anti-drainback valve and blended media suit engines past 75,000 miles.",
        1.15,
      ),
    ],
    second: [
      option(
        "Spin-On Oil Filter (M20 × 1.5)",
        { Type: "Spin-on", Thread: "M20 × 1.5" },
        "Its M20 × 1.5 thread and 86 mm can fit many Japanese four- and six-cylinder engines.",
      ),
      option(
        "Spin-On Oil Filter (M22 × 1.5)",
        { Type: "Spin-on", Thread: "M22 × 1.5" },
        "The M22 × 1.5 thread fits GM small-block V8s and many light-duty diesels.",
        1.1,
      ),
      option(
        "Cartridge Oil Filter Element",
        { Type: "Cartridge", "O-rings": "Included" },
        "A metal-free element for engines with a top-mounted housing; new O-rings are in the box.",
        1.2,
      ),
    ],
    brands: ["Mann-Filter", "Mahle", "Wix", "Bosch", "Motorcraft", "ACDelco"],
    oem: [
      toyota("04152"),
      honda("15400"),
      ford("6731"),
      gm("12"),
      vw("06J 115 403"),
      hyundai("26300"),
    ],
    closers: [
      "Packed in cases of twelve.",
      "Change it with every oil change, whatever the mileage.",
      "Torque the cap or can by hand, three-quarters of a turn after the seal touches.",
    ],
    priceCents: 389,
    minOrderQty: 500,
    stockLots: 36,
    count: 6,
  },
  {
    kind: "air-filter",
    prefix: "AF",
    category: "Filters › Air",
    name: "{a} {b}",
    first: [
      option(
        "Pleated Cellulose",
        { Media: "Cellulose" },
        "Deep cellulose pleats trap fine dust while keeping intake restriction low.",
      ),
      option(
        "Synthetic Fiber",
        { Media: "Synthetic fiber" },
        "Synthetic fiber media holds twice the dust of paper before restriction rises.",
        1.4,
      ),
      option(
        "Heavy-Duty",
        { Media: "Cellulose with foam pre-cleaner" },
        "A foam pre-cleaner takes the brunt of gravel-road and job-site dust.",
        1.3,
      ),
    ],
    second: [
      option(
        "Panel Air Filter for 2.0L Engines",
        { Shape: "Panel" },
        "The rigid frame drops into the airbox of most 2.0-liter four-cylinder engines.",
      ),
      option(
        "Round Air Filter for V8 Engines",
        { Shape: "Round", Height: "75 mm" },
        "A round element for V8 air cleaners, with a wire mesh liner inside and out.",
        1.4,
      ),
      option(
        "Panel Air Filter for Turbo Diesels",
        { Shape: "Panel" },
        "Sized for turbo-diesel airboxes, where a clean element protects the turbocharger.",
        1.6,
      ),
    ],
    brands: ["Mann-Filter", "Wix", "Mahle", "Bosch"],
    oem: [
      toyota("17801"),
      honda("17220"),
      ford("9601"),
      vw("1K0 129 620"),
      nissan("16546"),
      gm("15"),
    ],
    closers: [
      "Check it at every oil change and replace it every 15,000 miles.",
      "The seal is molded in one piece, so no dust slips past the edge.",
    ],
    priceCents: 749,
    minOrderQty: 300,
    stockLots: 30,
    count: 4,
  },
  {
    kind: "cabin-air-filter",
    prefix: "CF",
    category: "Filters › Cabin",
    name: "{a} Cabin Air Filter {b}",
    first: [
      option(
        "Particulate",
        { Media: "Electrostatic particulate" },
        "Electrostatic fibers catch pollen, spores and road dust down to 3 microns.",
        0.85,
      ),
      option(
        "Charcoal",
        { Media: "Activated charcoal" },
        "An activated charcoal layer absorbs exhaust fumes and odors in city traffic.",
        1.1,
      ),
      option(
        "Antibacterial",
        { Media: "Carbon with polyphenol coating" },
        "A polyphenol-coated layer binds allergens and slows mold growth in the filter.",
        1.4,
      ),
    ],
    second: [
      option(
        "for Compact Cars",
        { Size: "215 × 200 × 30 mm" },
        "Its 215 × 200 mm frame fits glovebox housings in compact and midsize cars.",
      ),
      option(
        "for SUVs and Minivans",
        { Size: "254 × 229 × 30 mm" },
        "The larger 254 × 229 mm frame fits SUVs and minivans with high-capacity HVAC.",
        1.15,
      ),
      option(
        "for Pickups",
        { Size: "246 × 208 × 25 mm" },
        "It fits the under-dash housing of full-size pickups without removing the glovebox.",
      ),
    ],
    brands: ["Mann-Filter", "Bosch", "Valeo", "Mahle"],
    oem: [
      toyota("87139"),
      honda("80292"),
      ford("19N619"),
      vw("1K1 819 653"),
      nissan("27277"),
      hyundai("97133"),
    ],
    closers: [
      "An airflow arrow on the frame shows which way it goes in.",
      "Replace it every spring, before pollen season.",
    ],
    priceCents: 625,
    minOrderQty: 300,
    stockLots: 30,
    count: 4,
  },
  {
    kind: "fuel-filter",
    prefix: "FF",
    category: "Filters › Fuel",
    name: "{a} {b}",
    first: [
      option(
        "Gasoline",
        { Fuel: "Gasoline" },
        "The element stops 10-micron debris before it reaches port or direct injectors.",
      ),
      option(
        "Diesel",
        { Fuel: "Diesel", "Water separator": "Yes" },
        "A built-in water separator protects high-pressure common-rail pumps from moisture.",
        1.8,
      ),
      option(
        "Flex-Fuel",
        { Fuel: "Gasoline and E85" },
        "Seals and media are rated for E85 flex-fuel blends.",
        1.1,
      ),
    ],
    second: [
      option(
        "Inline Fuel Filter",
        { Mounting: "Inline" },
        "It mounts in the frame-rail line with quick-connect ends.",
      ),
      option(
        "Cartridge Fuel Filter",
        { Mounting: "Cartridge" },
        "The cartridge drops into the engine-bay housing, and its seals come in the box.",
        1.2,
      ),
      option(
        "Canister Fuel Filter with Bracket",
        { Mounting: "Canister, bracket included" },
        "A steel canister with its own bracket for trucks and off-road equipment.",
        1.4,
      ),
    ],
    brands: ["Bosch", "Mann-Filter", "Wix", "Mahle"],
    oem: [toyota("23300"), ford("9155"), gm("25"), vw("1K0 201 051"), nissan("16400")],
    closers: [
      "Relieve the fuel pressure before opening the line.",
      "Change it every 30,000 miles, or at once after a tank of bad fuel.",
    ],
    priceCents: 1150,
    minOrderQty: 200,
    stockLots: 25,
    count: 4,
  },
];
