import { bmw, ford, gm, honda, mopar, nissan, toyota, vw } from "./oem-patterns";
import { option, type VariantTemplate } from "./variant-generator";

export const electricalTemplates: VariantTemplate[] = [
  {
    kind: "alternator",
    prefix: "AL",
    category: "Electrical › Alternators",
    name: "{a} {b} Alternator",
    first: [
      option(
        "New",
        { Condition: "New" },
        "A new unit with new bearings and rectifier, never rebuilt.",
        1.4,
      ),
      option(
        "Remanufactured",
        { Condition: "Remanufactured" },
        "Rebuilt with a new regulator, brushes and bearings, then bench-tested at full load.",
      ),
    ],
    second: [
      option(
        "120 Amp",
        { Output: "120 A" },
        "120 A covers a stock compact or midsize car with room to spare.",
        0.85,
      ),
      option(
        "180 Amp",
        { Output: "180 A" },
        "180 A feeds heated seats, a winch or a sound system without dimming the lights.",
        1.2,
      ),
      option(
        "220 Amp High-Output",
        { Output: "220 A" },
        "A 220 A high-output unit for ambulances, police cars and work trucks.",
        1.6,
      ),
    ],
    specs: { Voltage: "12 V" },
    brands: ["Denso", "Bosch", "Valeo", "ACDelco"],
    oem: [
      toyota("27060"),
      honda("31100"),
      ford("10346"),
      gm("84"),
      vw("06F 903 023"),
      nissan("23100"),
    ],
    closers: [
      "Disconnect the battery before removing the old unit.",
      "Check the belt and tensioner while the alternator is out.",
    ],
    priceCents: 12400,
    minOrderQty: 10,
    stockLots: 20,
    count: 4,
  },
  {
    kind: "starter-motor",
    prefix: "ST",
    category: "Electrical › Starters",
    name: "{a} {b}",
    first: [
      option(
        "New",
        { Condition: "New" },
        "A new starter with a sealed solenoid and new drive pinion.",
        1.35,
      ),
      option(
        "Remanufactured",
        { Condition: "Remanufactured" },
        "Rebuilt with new brushes, bushings and solenoid contacts, then lock-torque tested.",
      ),
    ],
    second: [
      option(
        "1.0 kW Direct-Drive Starter",
        { Power: "1.0 kW", Drive: "Direct" },
        "A 1.0 kW direct-drive starter for small four-cylinder engines.",
        0.8,
      ),
      option(
        "1.7 kW Gear-Reduction Starter",
        { Power: "1.7 kW", Drive: "Gear reduction" },
        "1.7 kW of cranking power turns V6 engines over in deep cold.",
        1.2,
      ),
      option(
        "2.2 kW Diesel Starter",
        { Power: "2.2 kW", Drive: "Gear reduction" },
        "A 2.2 kW starter geared for the high compression of diesel engines.",
        1.6,
      ),
    ],
    brands: ["Bosch", "Denso", "Valeo"],
    oem: [
      toyota("28100"),
      honda("31200"),
      ford("11002"),
      gm("12"),
      vw("02Z 911 023"),
      nissan("23300"),
    ],
    closers: [
      "Mounting bolts are included.",
      "Slow cranking is often a weak battery or cable; test those first.",
    ],
    priceCents: 10850,
    minOrderQty: 10,
    stockLots: 20,
    count: 4,
  },
  {
    kind: "car-battery",
    prefix: "BA",
    category: "Electrical › Batteries",
    name: "{a} {b}",
    first: [
      option(
        "AGM",
        { Technology: "AGM" },
        "Absorbed glass mat construction is sealed, spill-proof and made for start-stop engines.",
        1.1,
      ),
      option(
        "EFB",
        { Technology: "Enhanced flooded (EFB)" },
        "An enhanced flooded battery for entry-level start-stop cars.",
        0.85,
      ),
      option(
        "Flooded",
        { Technology: "Flooded lead-acid" },
        "A conventional flooded battery with a built-in charge indicator.",
        0.7,
      ),
    ],
    second: [
      option(
        "Group 24F Battery",
        { "Group size": "24F", "Cold cranking amps": "710 CCA" },
        "Group 24F fits most Japanese cars and crossovers, with 710 cold cranking amps.",
      ),
      option(
        "Group 65 Battery",
        { "Group size": "65", "Cold cranking amps": "850 CCA" },
        "Group 65 gives 850 cold cranking amps for full-size Ford and Mopar trucks.",
        1.2,
      ),
      option(
        "Group 94R Battery",
        { "Group size": "94R (H7)", "Cold cranking amps": "800 CCA" },
        "Group 94R (H7) fits many European cars, with 800 cold cranking amps.",
        1.15,
      ),
    ],
    specs: { Voltage: "12 V" },
    brands: ["Optima", "Varta", "Bosch", "ACDelco"],
    oem: [vw("000 915 105"), mopar(), gm("19"), ford("10655"), bmw("61 21"), honda("31500")],
    closers: [
      "Shipped charged and dated; recharge stored stock every 90 days.",
      "Register the new battery with the car's computer where the maker requires it.",
      "Hazardous goods: it ships by ground only.",
    ],
    priceCents: 9475,
    minOrderQty: 15,
    stockLots: 20,
    count: 5,
  },
];
