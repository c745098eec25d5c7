import { ford, gm, honda, nissan, vw } from "./oem-patterns";
import { option, type VariantTemplate } from "./variant-generator";

export const ignitionTemplates: VariantTemplate[] = [
  {
    kind: "iridium-spark-plug",
    prefix: "SP",
    category: "Ignition › Spark Plugs",
    name: "{a} Spark Plug, {b}",
    first: [
      option(
        "Iridium",
        { Electrode: "Iridium" },
        "An iridium center tip lasts up to 100,000 miles and needs less voltage to fire.",
      ),
      option(
        "Double Platinum",
        { Electrode: "Double platinum" },
        "Platinum on both electrodes suits waste-spark ignitions, where current flows both ways.",
        0.8,
      ),
      option(
        "Copper Core",
        { Electrode: "Nickel alloy, copper core" },
        "The copper core draws heat away fast, the classic choice for older and modified engines.",
        0.45,
      ),
      option(
        "Ruthenium",
        { Electrode: "Ruthenium" },
        "A ruthenium alloy tip resists oxidation even at high compression and boost.",
        1.25,
      ),
    ],
    second: [
      option(
        "Heat Range 5",
        { "Heat range": "5", Gap: "0.032 in" },
        "Heat range 5 runs hotter to burn off deposits in engines that idle and crawl in traffic.",
      ),
      option(
        "Heat Range 6",
        { "Heat range": "6", Gap: "0.044 in" },
        "Heat range 6 matches most stock engines, gapped at 0.044 inch out of the box.",
      ),
      option(
        "Heat Range 8",
        { "Heat range": "8", Gap: "0.028 in" },
        "Heat range 8 runs colder for turbocharged or tuned engines with hotter combustion.",
        1.1,
      ),
    ],
    brands: ["NGK", "Denso", "Bosch", "ACDelco", "Motorcraft"],
    oem: [
      "90919-01###",
      honda("12290"),
      ford("12405"),
      gm("12"),
      vw("101 905 601"),
      nissan("22401"),
    ],
    closers: [
      "Sold in boxes of four.",
      "Check the gap without bending the fine tip, and torque to spec in aluminum heads.",
      "The ribbed insulator stops flashover in damp engine bays.",
    ],
    priceCents: 689,
    minOrderQty: 400,
    stockLots: 40,
    count: 6,
  },
  {
    kind: "ignition-coil",
    prefix: "IC",
    category: "Ignition › Coils",
    name: "{a} Ignition Coil {b}",
    first: [
      option(
        "Pencil",
        { Type: "Pencil coil-on-plug" },
        "A slim pencil coil that sits deep in the plug well, one per cylinder.",
      ),
      option(
        "Coil Pack",
        { Type: "Coil pack, 3 towers" },
        "A three-tower pack that fires two cylinders per tower in waste-spark systems.",
        1.6,
      ),
      option(
        "Coil Rail",
        { Type: "Coil rail" },
        "One rail bolts across the valve cover and fires every cylinder on that bank.",
        2.6,
      ),
    ],
    second: [
      option(
        "for 4-Cylinder Engines",
        { Engines: "Inline 4, 1.8–2.5 L", Output: "38 kV" },
        "Dwell and output are calibrated for 1.8- to 2.5-liter four-cylinder engines.",
      ),
      option(
        "for V6 Engines",
        { Engines: "V6, 3.0–3.6 L", Output: "40 kV" },
        "It matches V6 engines from 3.0 to 3.6 liters.",
        1.1,
      ),
      option(
        "for Turbo Engines",
        { Engines: "Turbocharged", Output: "45 kV" },
        "A higher 45 kV output holds the spark steady under boost.",
        1.2,
      ),
    ],
    brands: ["Denso", "Bosch", "Delphi", "NGK"],
    oem: [
      "90919-02###",
      honda("30520"),
      ford("12029"),
      gm("12"),
      vw("06E 905 115"),
      nissan("22448"),
    ],
    closers: [
      "Every coil is load-tested before it ships.",
      "Replace coils as a set when one has failed on a high-mileage engine.",
    ],
    priceCents: 2895,
    minOrderQty: 50,
    stockLots: 30,
    count: 4,
  },
];
