import { ford, gm, honda, hyundai, nissan, subaru, toyota, vw } from "./oem-patterns";
import { option, type VariantTemplate } from "./variant-generator";

export const engineTemplates: VariantTemplate[] = [
  {
    kind: "serpentine-belt",
    prefix: "SB",
    category: "Engine › Belts",
    name: "{a} {b}",
    first: [
      option(
        "Standard",
        { Material: "EPDM" },
        "EPDM ribs resist cracking and keep their grip for the belt's whole life.",
      ),
      option(
        "Stretch-Fit",
        { Type: "Stretch-fit, no tensioner" },
        "A stretch-fit belt for drives without a tensioner; the fitting tool is included.",
        1.3,
      ),
      option(
        "Heavy-Duty",
        { Material: "EPDM, aramid cord" },
        "Aramid cords and a thicker backing handle high-load accessory drives on trucks.",
        1.25,
      ),
    ],
    second: [
      option(
        "4-Rib Serpentine Belt, 875 mm",
        { Ribs: "4", Length: "875 mm" },
        "Four ribs and 875 mm of length suit short alternator-only drives.",
        0.6,
      ),
      option(
        "6-Rib Serpentine Belt, 2,035 mm",
        { Ribs: "6", Length: "2,035 mm" },
        "Six ribs over 2,035 mm cover the main drive of most V6 engines.",
      ),
      option(
        "8-Rib Serpentine Belt, 2,580 mm",
        { Ribs: "8", Length: "2,580 mm" },
        "Eight ribs spread the load of a big alternator and A/C compressor on diesel trucks.",
        1.5,
      ),
    ],
    brands: ["Gates", "Dayco", "Continental", "Bosch"],
    oem: [
      "90916-A2###",
      honda("31110"),
      ford("8620"),
      gm("12"),
      vw("06F 903 137"),
      nissan("11720"),
    ],
    closers: [
      "Check the tensioner and idlers whenever the belt is changed.",
      "The routing diagram is printed on the sleeve.",
    ],
    priceCents: 1675,
    minOrderQty: 100,
    stockLots: 35,
    count: 4,
  },
  {
    kind: "timing-belt-kit",
    prefix: "TK",
    category: "Engine › Timing Kits",
    name: "{a} {b}",
    first: [
      option(
        "Timing Belt Kit",
        { Contents: "Belt, tensioner, idler" },
        "The kit holds an HNBR toothed belt, an automatic tensioner and an idler pulley.",
        0.7,
      ),
      option(
        "Timing Chain Kit",
        { Contents: "Chain, guides, tensioner, sprockets" },
        "New chain, guides, hydraulic tensioner and sprockets for chain-driven engines.",
        1.6,
      ),
      option(
        "Timing Belt and Water Pump Kit",
        { Contents: "Belt, tensioner, idler, water pump" },
        "A new water pump comes with the belt, so the front of the engine is renewed at once.",
        1.05,
      ),
    ],
    second: [
      option(
        "for 1.8L Four-Cylinder",
        { Engine: "1.8 L inline 4" },
        "Made for 1.8-liter four-cylinder engines with a 100,000-mile service interval.",
      ),
      option(
        "for 2.4L Four-Cylinder",
        { Engine: "2.4 L inline 4" },
        "It matches 2.4-liter interference engines, where a snapped belt bends valves.",
        1.1,
      ),
      option(
        "for 3.5L V6",
        { Engine: "3.5 L V6" },
        "A longer drive and two idlers cover both camshaft banks of 3.5-liter V6 engines.",
        1.35,
      ),
    ],
    brands: ["Gates", "Continental", "Aisin", "Dayco"],
    oem: [toyota("13568"), honda("14400"), vw("06F 198 119"), hyundai("24312"), subaru("13028")],
    closers: [
      "Lock the camshafts with the correct timing tool before removing the old belt.",
      "Every part carries the same warranty as the belt.",
    ],
    priceCents: 8950,
    minOrderQty: 20,
    stockLots: 20,
    count: 4,
  },
  {
    kind: "water-pump",
    prefix: "WP",
    category: "Engine › Water Pumps",
    name: "{a} {b}",
    first: [
      option(
        "Mechanical",
        { Drive: "Belt-driven" },
        "A belt-driven pump with a sealed bearing rated for full belt tension.",
      ),
      option(
        "Electric",
        { Drive: "Electric, 12 V" },
        "An electric pump that keeps coolant moving after shutdown, for hybrids and turbo engines.",
        2.4,
      ),
      option(
        "Heavy-Duty",
        { Drive: "Belt-driven", Impeller: "Cast iron" },
        "A cast-iron impeller and oversize bearing for trucks that tow and idle for hours.",
        1.3,
      ),
    ],
    second: [
      option(
        "Water Pump for 2.0L Engines",
        { Engine: "2.0 L inline 4" },
        "It fits 2.0-liter four-cylinder engines and ships with a new gasket.",
      ),
      option(
        "Water Pump for 3.6L V6",
        { Engine: "3.6 L V6" },
        "It fits 3.6-liter V6 engines, with a new O-ring and housing seal.",
        1.2,
      ),
      option(
        "Water Pump for 5.3L V8",
        { Engine: "5.3 L V8" },
        "It fits 5.3-liter V8 engines, with the pulley hub pressed to factory height.",
        1.3,
      ),
    ],
    brands: ["Aisin", "Gates", "SKF", "Dayco"],
    oem: [
      toyota("16100"),
      honda("19200"),
      ford("8501"),
      gm("12"),
      vw("06H 121 026"),
      nissan("21010"),
    ],
    closers: [
      "Flush the cooling system and refill with the coolant the maker specifies.",
      "A little seepage from the weep hole during the first hours is normal.",
    ],
    priceCents: 4825,
    minOrderQty: 25,
    stockLots: 25,
    count: 4,
  },
  {
    kind: "oxygen-sensor",
    prefix: "OS",
    category: "Engine › Sensors",
    name: "{a}, {b}",
    first: [
      option(
        "Upstream Oxygen Sensor",
        { Position: "Upstream", Wires: "4" },
        "Placed before the catalytic converter, it trims fuel delivery many times a second.",
      ),
      option(
        "Downstream Oxygen Sensor",
        { Position: "Downstream", Wires: "4" },
        "Mounted after the catalytic converter, it lets the engine computer check the converter.",
        0.9,
      ),
      option(
        "Wideband Air-Fuel Ratio Sensor",
        { Type: "Wideband A/F", Wires: "5" },
        "A five-wire wideband sensor that reports the exact air-fuel ratio, not just rich or lean.",
        1.5,
      ),
    ],
    second: [
      option(
        "Bank 1",
        { Bank: "1" },
        "It serves bank 1, the side of the engine with cylinder number one.",
      ),
      option(
        "Bank 2",
        { Bank: "2" },
        "It serves bank 2 of V engines, the side opposite cylinder number one.",
      ),
      option(
        "600 mm Lead",
        { "Lead length": "600 mm" },
        "Its longer 600 mm lead reaches the connector on transverse engines.",
        1.05,
      ),
    ],
    brands: ["Bosch", "Denso", "NTK"],
    oem: [
      toyota("89467"),
      honda("36531"),
      ford("9F472"),
      gm("12"),
      vw("06A 906 262"),
      nissan("22693"),
    ],
    closers: [
      "Threads come coated with anti-seize, and the connector is OE-style.",
      "Clear the fault codes after fitting and let the engine relearn its fuel trims.",
    ],
    priceCents: 3425,
    minOrderQty: 50,
    stockLots: 30,
    count: 4,
  },
];
