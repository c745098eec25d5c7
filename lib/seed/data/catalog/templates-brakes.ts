import { ford, gm, honda, hyundai, nissan, toyota, vw } from "./oem-patterns";
import { option, type VariantTemplate } from "./variant-generator";

export const brakeTemplates: VariantTemplate[] = [
  {
    kind: "ceramic-brake-pads",
    prefix: "BP",
    category: "Brakes › Pads",
    name: "{a} {b} Brake Pad Set",
    first: [
      option(
        "Ceramic",
        { Material: "Ceramic" },
        "Ceramic friction keeps the wheels clean and stays quiet in stop-and-go traffic.",
      ),
      option(
        "Semi-Metallic",
        { Material: "Semi-metallic" },
        "A semi-metallic compound with steel fibers sheds heat fast under towing and repeated hard stops.",
        0.9,
      ),
      option(
        "Low-Metallic",
        { Material: "Low-metallic NAO" },
        "Low-metallic NAO friction gives the strong initial bite European cars are tuned for.",
        1.1,
      ),
      option(
        "Severe-Duty",
        { Material: "Semi-metallic, severe duty" },
        "The severe-duty formula is rated for police, taxi and delivery fleets that brake all day.",
        1.3,
      ),
    ],
    second: [
      option(
        "Front",
        { Position: "Front", "Edge code": "FF" },
        "Sized for the front axle, with a slotted and chamfered face to keep noise down.",
      ),
      option(
        "Rear",
        { Position: "Rear", "Edge code": "FF" },
        "The rear set includes the wear sensors and abutment clips for a complete job.",
        0.85,
      ),
    ],
    brands: ["Brembo", "Akebono", "Bosch", "ACDelco", "Wagner"],
    oem: [
      toyota("04465"),
      honda("45022"),
      ford("2001"),
      gm("84"),
      vw("1K0 698 451"),
      nissan("D1060"),
      hyundai("58101"),
    ],
    closers: [
      "Each box holds one axle set and a printed wear chart.",
      "Backing plates are powder-coated and the shims come bonded, so there is nothing to glue.",
      "Bed them in with ten moderate stops from 35 mph.",
    ],
    priceCents: 2450,
    minOrderQty: 100,
    stockLots: 40,
    count: 6,
  },
  {
    kind: "vented-brake-rotor",
    prefix: "BR",
    category: "Brakes › Rotors",
    name: "{a} {b} Brake Rotor",
    first: [
      option(
        "Vented",
        { Type: "Vented" },
        "Internal cooling vanes pump air through the disc to fight fade on long descents.",
      ),
      option(
        "Drilled and Slotted",
        { Type: "Cross-drilled and slotted" },
        "Cross-drilled holes and slots vent gas and keep the pad face clean under hard use.",
        1.45,
      ),
      option(
        "High-Carbon",
        { Type: "Vented, high-carbon iron" },
        "High-carbon iron damps vibration and squeal better than standard grey iron.",
        1.25,
      ),
      option(
        "Fully Coated",
        { Type: "Vented, fully coated" },
        "A full zinc coating keeps the vanes and hat from rusting in salted winters.",
        1.15,
      ),
    ],
    second: [
      option(
        "296 mm Front",
        { Position: "Front", Diameter: "296 mm" },
        "At 296 mm across and 28 mm thick, it matches the OE front rotor of midsize sedans.",
      ),
      option(
        "280 mm Rear",
        { Position: "Rear", Diameter: "280 mm" },
        "The 280 mm rear disc has a drum-in-hat for the parking brake shoes.",
        0.8,
      ),
      option(
        "330 mm Front",
        { Position: "Front", Diameter: "330 mm" },
        "Its 330 mm diameter suits full-size pickups and SUVs with 17-inch wheels or larger.",
        1.3,
      ),
    ],
    brands: ["Brembo", "Zimmermann", "ACDelco", "Bosch"],
    oem: [
      toyota("43512"),
      honda("45251"),
      ford("1125"),
      gm("23"),
      vw("1K0 615 301"),
      nissan("40206"),
    ],
    closers: [
      "Sold individually; order in pairs per axle.",
      "Every rotor is balanced and checked for runout before it is boxed.",
      "Clean off the protective oil with brake cleaner before fitting.",
    ],
    priceCents: 3875,
    minOrderQty: 50,
    stockLots: 30,
    count: 5,
  },
  {
    kind: "brake-caliper",
    prefix: "BC",
    category: "Brakes › Calipers",
    name: "{a} {b} Brake Caliper",
    first: [
      option(
        "Remanufactured",
        { Condition: "Remanufactured" },
        "Each casting is cleaned, inspected and rebuilt with new seals, boots and hardware.",
      ),
      option(
        "New",
        { Condition: "New" },
        "A new zinc-plated casting, never rebuilt, for fleets that prefer new units.",
        1.35,
      ),
    ],
    second: [
      option(
        "Front Left",
        { Position: "Front Left", Pistons: "1" },
        "It fits the driver's side of the front axle, with the bracket already mounted.",
      ),
      option(
        "Front Right",
        { Position: "Front Right", Pistons: "1" },
        "It fits the passenger side of the front axle, with the bracket already mounted.",
      ),
      option(
        "Rear Left",
        { Position: "Rear Left", "Parking brake": "Integrated" },
        "The rear unit has the parking brake built in and needs a wind-back tool to fit.",
        0.9,
      ),
      option(
        "Dual-Piston Front",
        { Position: "Front", Pistons: "2" },
        "Two pistons spread the clamping force evenly across the pad for heavier trucks.",
        1.3,
      ),
    ],
    brands: ["Cardone", "ACDelco", "Bosch", "Brembo"],
    oem: [toyota("47730"), honda("45018"), ford("2B120"), gm("19"), nissan("41001")],
    closers: [
      "Slide pins come greased and the bleeder screw is capped.",
      "Bleed the system with fresh DOT 4 fluid after fitting.",
    ],
    priceCents: 5490,
    minOrderQty: 25,
    stockLots: 20,
    count: 4,
  },
];
