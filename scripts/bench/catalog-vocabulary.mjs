// The words the bench catalog's filler parts are made of: per category leaf, what its parts are
// called and what their specs say, plus brands, cars and sentences shared by all.

// category | number prefix | image | qualifiers | nouns | positions | spec name | spec values
const KIND_LINES = [
  "Brakes › Pads | BP | ceramic-brake-pads | Ceramic, Semi-Metallic, Organic, Low-Dust Ceramic, Performance | Brake Pad Set, Brake Pads, Disc Brake Pad Kit | Front, Rear | Edge code | FF, FE, GG, EE",
  "Brakes › Rotors | BR | vented-brake-rotor | Vented, Solid, Drilled and Slotted, Coated, Slotted | Brake Rotor, Disc Brake Rotor, Brake Disc Pair | Front, Rear | Diameter | 280 mm, 296 mm, 312 mm, 330 mm",
  "Brakes › Calipers | BC | brake-caliper | Remanufactured, New, Loaded, Twin-Piston | Brake Caliper, Brake Caliper Assembly, Caliper with Bracket | Front Left, Front Right, Rear Left, Rear Right | Pistons | 1 × 54 mm, 1 × 57 mm, 2 × 42 mm",
  "Brakes › Hoses | BH | brake-caliper | Rubber, Braided Stainless, OE-Style, Reinforced | Brake Hose, Hydraulic Brake Line, Brake Hose Kit | Front, Rear | Length | 250 mm, 320 mm, 410 mm",
  "Filters › Oil | OF | oil-filter | Synthetic, Extended Life, High Efficiency, Standard, Heavy Duty | Spin-On Oil Filter, Oil Filter Cartridge, Oil Filter | | Thread | M20 × 1.5, 3/4-16 UNF, M22 × 1.5",
  "Filters › Air | AF | air-filter | Panel, High Flow, Washable Cotton, Standard, Round | Engine Air Filter, Air Filter Element, Air Cleaner Filter | | Shape | Panel, Round, Oval",
  "Filters › Cabin | CF | cabin-air-filter | Activated Carbon, Particulate, HEPA, Antibacterial | Cabin Air Filter, Pollen Filter, Cabin Filter | | Media | Carbon, Particulate, Electrostatic",
  "Filters › Fuel | FF | fuel-filter | Inline, Diesel, In-Tank, High Pressure | Fuel Filter, Fuel Filter Assembly, Fuel Strainer | | Fuel | Petrol, Diesel",
  "Ignition › Spark Plugs | SP | iridium-spark-plug | Iridium, Platinum, Double Platinum, Copper Core, Laser Iridium | Spark Plug, Spark Plug Set of 4, Spark Plug Set of 6 | | Gap | 0.8 mm, 1.0 mm, 1.1 mm",
  "Ignition › Coils | IC | ignition-coil | Pencil, Coil-on-Plug, Block, Performance | Ignition Coil, Ignition Coil Pack, Coil Boot Kit | | Connector | 3-pin, 4-pin",
  "Engine › Belts | EB | serpentine-belt | EPDM, Heavy Duty, Stretch-Fit, Ribbed | Serpentine Belt, V-Ribbed Belt, Drive Belt | | Ribs | 4, 5, 6, 7",
  "Engine › Timing Kits | TK | timing-belt-kit | Complete, OE-Quality, Chain, Belt | Timing Belt Kit, Timing Chain Kit, Timing Kit with Water Pump | | Teeth | 111, 124, 137, 153",
  "Engine › Water Pumps | WP | water-pump | Mechanical, Electric, Aluminum Impeller, Cast Iron | Water Pump, Coolant Pump, Water Pump with Gasket | | Impeller | Metal, Composite",
  "Engine › Sensors | ES | oxygen-sensor | Oxygen, Crankshaft Position, Camshaft Position, Knock, Coolant Temperature | Sensor, Sensor Assembly | Upstream, Downstream, | Wires | 2, 3, 4",
  "Suspension › Shocks | SA | gas-shock-absorber | Gas, Twin-Tube, Monotube, Adjustable, Heavy Duty | Shock Absorber, Strut Assembly, Shock Absorber Pair | Front, Rear | Type | Gas, Hydraulic",
  "Suspension › Springs | CS | coil-spring | Coil, Lowering, Heavy Duty, Progressive Rate | Suspension Spring, Coil Spring Pair, Spring Set | Front, Rear | Rate | Linear, Progressive",
  "Suspension › Control Arms | CA | control-arm | Lower, Upper, Forged, Adjustable | Control Arm, Control Arm with Ball Joint, Wishbone | Front Left, Front Right, Rear | Bushing | Rubber, Polyurethane",
  "Suspension › Bearings | WB | wheel-bearing | Sealed, Tapered Roller, Double Row, ABS | Wheel Bearing, Wheel Hub Assembly, Bearing Kit | Front, Rear | Bolts | 3, 4, 5",
  "Drivetrain › CV Axles | CV | cv-axle | New, Remanufactured, Heavy Duty, OE-Style | CV Axle, Drive Shaft, CV Joint Kit | Front Left, Front Right | Splines | 26, 27, 30, 33",
  "Drivetrain › Clutch Kits | CK | clutch-kit | Stage 1, OE-Replacement, Heavy Duty, Organic | Clutch Kit, Clutch Kit with Flywheel, Clutch Disc and Pressure Plate | | Disc diameter | 215 mm, 228 mm, 240 mm",
  "Cooling › Radiators | RD | radiator | Aluminum, Copper Brass, Two-Row, Performance | Radiator, Engine Radiator, Radiator Assembly | | Core | 1-row, 2-row, 3-row",
  "Cooling › Thermostats | TH | thermostat | Standard, High Flow, Fail-Safe, Electronic | Thermostat, Thermostat with Housing, Thermostat Kit | | Opening | 82 °C, 88 °C, 92 °C",
  "Electrical › Alternators | AL | alternator | New, Remanufactured, High Output, OE-Style | Alternator, Alternator Assembly, Charging Alternator | | Output | 90 A, 120 A, 150 A, 180 A",
  "Electrical › Starters | ST | starter-motor | New, Remanufactured, Gear Reduction, High Torque | Starter Motor, Starter, Starter Assembly | | Power | 1.2 kW, 1.4 kW, 2.0 kW",
  "Electrical › Batteries | BT | car-battery | AGM, EFB, Lead-Acid, Start-Stop, Deep Cycle | Car Battery, Battery, Starter Battery | | Capacity | 60 Ah, 70 Ah, 80 Ah, 95 Ah",
  "Lighting › Headlight Bulbs | HB | headlight-bulb | Halogen, LED, Xenon, Long Life, Night Vision | Headlight Bulb, Headlight Bulb Pair, Headlamp Bulb | | Fitting | H4, H7, H11, 9005",
  "Wipers › Blades | WR | wiper-blades | Beam, Hybrid, Conventional, Winter, Silicone | Wiper Blade, Wiper Blade Set, Windshield Wiper | Front, Rear | Length | 400 mm, 500 mm, 550 mm, 650 mm",
];

const list = (text) => text.split(",").map((item) => item.trim());

/** One kind of part per category leaf; a part without a position has [""] as its positions. */
export const KINDS = KIND_LINES.map((line) => {
  const [category, prefix, image, qualifiers, nouns, positions, specName, specValues] = line
    .split("|")
    .map((field) => field.trim());
  return {
    category,
    prefix,
    image,
    qualifiers: list(qualifiers),
    nouns: list(nouns),
    positions: list(positions),
    specName,
    specValues: list(specValues),
  };
});

export const BRANDS = list(
  "ACDelco, Aisin, Bosch, Brembo, Continental, Denso, Gates, Mahle, Mann-Filter, Monroe, Moog, NGK, SKF, Valeo",
);

export const CARS = list(
  "Toyota Camry, Toyota Corolla, Honda Civic, Honda Accord, Ford Focus, Ford F-150, Chevrolet Silverado, Volkswagen Golf, Volkswagen Passat, BMW 3-Series, Audi A4, Nissan Altima, Hyundai Elantra, Kia Sportage, Subaru Outback, Mazda CX-5, Mercedes-Benz C-Class",
);

export const YEARS = list("2008–2012, 2012–2017, 2015–2020, 2018–2023, 2020–2025");

export const WARRANTIES = list("1 year, 2 years, 3 years");

export const SENTENCES = [
  "Built to OE specifications for a direct fit.",
  "Tested for durability under heavy daily use.",
  "A corrosion-resistant finish gives a long service life.",
  "Quiet in operation and easy to install.",
  "Ships with mounting hardware and instructions.",
  "Backed by a two-year limited warranty.",
  "Precision-machined for smooth, even wear.",
  "Ideal for fleets and workshops that buy in bulk.",
  "Pre-assembled to cut installation time.",
  "Made from premium materials for reliable performance.",
  "Checked on the test bench for fit, form and function.",
  "Packed in protective cartons for safe storage.",
];
