import { ford, gm, honda, nissan, toyota, vw } from "./oem-patterns";
import { option, type VariantTemplate } from "./variant-generator";

export const wiperAndLightingTemplates: VariantTemplate[] = [
  {
    kind: "wiper-blades",
    prefix: "WI",
    category: "Wipers › Blades",
    name: "{a} Wiper Blade, {b}",
    first: [
      option(
        "Beam",
        { Type: "Beam" },
        "A frameless beam blade with a spring-steel spine for even pressure.",
      ),
      option(
        "Conventional",
        { Type: "Conventional frame" },
        "A galvanized steel frame with six pressure points, the economical choice.",
        0.7,
      ),
      option(
        "Hybrid",
        { Type: "Hybrid" },
        "A hybrid blade: a frame for pressure under an aerodynamic cover.",
        1.3,
      ),
      option(
        "Winter",
        { Type: "Winter, rubber boot" },
        "A rubber boot seals the frame so ice and snow cannot clog it.",
        1.2,
      ),
    ],
    second: [
      option(
        "16 in",
        { Length: "16 in (400 mm)" },
        "The 16-inch length suits passenger sides and rear windows.",
        0.9,
      ),
      option(
        "20 in",
        { Length: "20 in (500 mm)" },
        "The 20-inch length is the most common size on compact cars.",
      ),
      option(
        "26 in",
        { Length: "26 in (650 mm)" },
        "The 26-inch length covers driver sides of SUVs and minivans.",
        1.15,
      ),
    ],
    specs: { Adapters: "J-hook, pinch-tab, side-pin" },
    brands: ["Bosch", "Trico", "Valeo", "Denso"],
    oem: [
      toyota("85222"),
      honda("76620"),
      ford("17528"),
      gm("84"),
      vw("5K1 955 425"),
      nissan("28890"),
    ],
    closers: [
      "Replace blades every six months for a streak-free view.",
      "The rubber edge is graphite-coated to glide quietly.",
      "Sold individually.",
    ],
    priceCents: 495,
    minOrderQty: 500,
    stockLots: 30,
    count: 6,
  },
  {
    kind: "headlight-bulb",
    prefix: "HB",
    category: "Lighting › Headlight Bulbs",
    name: "{a} {b}",
    first: [
      option(
        "H7",
        { Base: "H7", Power: "55 W" },
        "An H7 bulb for projector and reflector low beams.",
      ),
      option("H11", { Base: "H11", Power: "55 W" }, "An H11 bulb for low beams and fog lights."),
      option(
        "9005",
        { Base: "9005 (HB3)", Power: "65 W" },
        "A 9005 (HB3) bulb for high beams.",
        1.1,
      ),
      option(
        "H4",
        { Base: "H4", Power: "60/55 W" },
        "An H4 dual-filament bulb that gives both high and low beam.",
        1.1,
      ),
    ],
    second: [
      option(
        "Standard Halogen Headlight Bulb",
        { "Color temperature": "3,200 K" },
        "Standard halogen gives the OE beam pattern at a fair price.",
      ),
      option(
        "Long-Life Halogen Headlight Bulb",
        { "Color temperature": "3,100 K" },
        "A reinforced filament lasts up to three times as long as a standard bulb.",
        1.4,
      ),
      option(
        "Extra-Bright Halogen Headlight Bulb",
        { "Color temperature": "3,500 K" },
        "Up to 100% more light on the road than a standard bulb, still street-legal.",
        2.2,
      ),
    ],
    specs: { Voltage: "12 V" },
    brands: ["Philips", "Osram", "Sylvania"],
    oem: [toyota("90981"), honda("33115"), ford("13N021"), gm("13")],
    closers: [
      "Do not touch the glass; skin oil shortens a halogen bulb's life.",
      "Replace in pairs so both sides shine the same.",
    ],
    priceCents: 349,
    minOrderQty: 500,
    stockLots: 35,
    count: 5,
  },
];
