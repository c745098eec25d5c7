import { ford, gm, honda, nissan, subaru, toyota, vw } from "./oem-patterns";
import { option, type VariantTemplate } from "./variant-generator";

export const drivetrainAndCoolingTemplates: VariantTemplate[] = [
  {
    kind: "cv-axle",
    prefix: "CV",
    category: "Drivetrain › CV Axles",
    name: "{a} {b}",
    first: [
      option(
        "New",
        { Condition: "New" },
        "A new shaft and joints, never rebuilt, with the boots clamped at the factory.",
      ),
      option(
        "Remanufactured",
        { Condition: "Remanufactured" },
        "The original shaft is straightened, crack-tested and fitted with new joints and boots.",
        0.7,
      ),
    ],
    second: [
      option(
        "Front Left CV Axle",
        { Position: "Front Left", Length: "620 mm" },
        "The 620 mm left shaft fits front-wheel-drive cars with automatic gearboxes.",
      ),
      option(
        "Front Right CV Axle",
        { Position: "Front Right", Length: "895 mm" },
        "The longer right shaft comes with its intermediate bearing support.",
        1.2,
      ),
      option(
        "Rear CV Axle for AWD",
        { Position: "Rear", Length: "540 mm" },
        "A rear half shaft for all-wheel-drive models.",
        1.1,
      ),
    ],
    brands: ["GSP", "Cardone", "Dorman"],
    oem: [
      toyota("43410"),
      honda("44306"),
      ford("3B436"),
      gm("84"),
      vw("1K0 407 271"),
      nissan("39100"),
    ],
    closers: [
      "A new axle nut and circlip are included.",
      "The joints are packed with grease and sealed for life.",
    ],
    priceCents: 6450,
    minOrderQty: 20,
    stockLots: 20,
    count: 4,
  },
  {
    kind: "clutch-kit",
    prefix: "CK",
    category: "Drivetrain › Clutch Kits",
    name: "{a} {b}",
    first: [
      option(
        "OE-Replacement",
        { Facing: "Organic" },
        "An organic disc and factory clamp load give a light pedal and smooth take-up.",
        0.8,
      ),
      option(
        "Stage 1",
        { Facing: "Organic, 25% more clamp" },
        "Extra clamp load holds modest power gains and stays friendly in traffic.",
        1.2,
      ),
    ],
    second: [
      option(
        "Clutch Kit for 5-Speed Compacts",
        { "Disc diameter": "215 mm" },
        "A 215 mm disc for five-speed compact cars, with release bearing and alignment tool.",
      ),
      option(
        "Clutch Kit with Flywheel",
        { "Disc diameter": "240 mm", Flywheel: "Solid, included" },
        "A solid flywheel replaces the dual-mass unit, so the whole kit goes in at once.",
        1.9,
      ),
      option(
        "Clutch Kit for Light Trucks",
        { "Disc diameter": "280 mm" },
        "A 280 mm disc for light trucks and vans that tow.",
        1.3,
      ),
    ],
    brands: ["Exedy", "Valeo", "Sachs", "LuK"],
    oem: [
      toyota("31250"),
      honda("22200"),
      ford("7B546"),
      vw("02T 141 015"),
      nissan("30100"),
      subaru("30100"),
    ],
    closers: [
      "Resurface or replace the flywheel when fitting.",
      "Break it in gently for the first 500 miles.",
    ],
    priceCents: 16900,
    minOrderQty: 10,
    stockLots: 20,
    count: 4,
  },
  {
    kind: "radiator",
    prefix: "RA",
    category: "Cooling › Radiators",
    name: "{a} {b}",
    first: [
      option(
        "Aluminum-Plastic",
        { Core: "Aluminum, nylon tanks" },
        "A brazed aluminum core with glass-filled nylon tanks, as on most factory radiators.",
      ),
      option(
        "All-Aluminum",
        { Core: "Aluminum, welded tanks" },
        "Welded aluminum tanks cannot crack at the crimp the way plastic tanks can.",
        1.5,
      ),
      option(
        "Copper-Brass",
        { Core: "Copper-brass" },
        "A copper-brass core that any radiator shop can repair, favored on older trucks.",
        1.35,
      ),
    ],
    second: [
      option(
        "Radiator for Compact Cars",
        { Rows: "1" },
        "A single-row core sized for compact cars with manual gearboxes.",
        0.8,
      ),
      option(
        "Radiator with Transmission Cooler",
        { Rows: "2", "Transmission cooler": "Built-in" },
        "Its built-in cooler serves automatic gearboxes, and the fittings are in the box.",
      ),
      option(
        "Radiator for Pickups and SUVs",
        { Rows: "3" },
        "Three rows of tubes carry away the heat of a towing V8.",
        1.4,
      ),
    ],
    brands: ["Valeo", "Denso", "Spectra Premium", "Mahle"],
    oem: [
      toyota("16400"),
      honda("19010"),
      ford("8005"),
      gm("23"),
      vw("1K0 121 251"),
      nissan("21460"),
    ],
    closers: [
      "Each unit is leak-tested at 20 psi before it is boxed.",
      "Fill with fresh coolant and bleed the air out before the first drive.",
    ],
    priceCents: 11250,
    minOrderQty: 10,
    stockLots: 20,
    count: 4,
  },
  {
    kind: "thermostat",
    prefix: "TH",
    category: "Cooling › Thermostats",
    name: "{a} {b}",
    first: [
      option(
        "180°F",
        { "Opening temperature": "180°F (82°C)" },
        "It opens at 180°F, a cooler setting for towing or hot climates.",
      ),
      option(
        "195°F",
        { "Opening temperature": "195°F (91°C)" },
        "It opens at 195°F, the factory temperature of most late-model engines.",
      ),
      option(
        "203°F",
        { "Opening temperature": "203°F (95°C)" },
        "It opens at 203°F, as many European engines specify.",
        1.1,
      ),
    ],
    second: [
      option(
        "Thermostat with Gasket",
        { Housing: "Not included" },
        "The thermostat alone, with a new gasket, for engines with a reusable housing.",
        0.5,
      ),
      option(
        "Thermostat Housing Assembly",
        { Housing: "Nylon, included" },
        "It comes fitted in a new housing with a port for the temperature sensor.",
        1.2,
      ),
      option(
        "Thermostat in Aluminum Housing",
        { Housing: "Cast aluminum, included" },
        "A cast aluminum housing that will not warp or crack like the plastic original.",
        1.6,
      ),
    ],
    brands: ["Mahle", "Stant", "Gates"],
    oem: [
      "90916-03###",
      honda("19301"),
      ford("8575"),
      gm("12"),
      vw("03C 121 110"),
      nissan("21200"),
    ],
    closers: [
      "A jiggle valve vents trapped air during refill.",
      "A stuck thermostat shows as slow warm-ups or a gauge that climbs.",
    ],
    priceCents: 1295,
    minOrderQty: 150,
    stockLots: 30,
    count: 4,
  },
];
