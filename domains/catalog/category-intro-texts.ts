import type { CategorySlugs } from "./category-slugs";

/**
 * The short introduction under each category page's heading: what the parts are and what to
 * check before ordering. Keyed "Group" or "Group/Leaf", as category-titles.ts.
 */
const INTROS: Record<string, string> = {
  Brakes:
    "Pads, rotors, calipers and hoses for workshops and fleets. Order front and rear axles separately and check each part's fitment for your vehicle.",
  "Brakes/Pads":
    "Ceramic, semi-metallic and organic brake pad sets. Each set covers one axle; check the fitment list and the wear sensor type before you order.",
  "Brakes/Rotors":
    "Solid and vented brake rotors. Replace them in pairs on one axle, and compare the diameter and minimum thickness with the old rotor.",
  "Brakes/Calipers":
    "Remanufactured and new brake calipers. Many carry a core charge, refunded when the old caliper comes back to us.",
  "Brakes/Hoses":
    "Flexible brake hoses for front and rear. Match the fitting thread and the length to the hose you replace.",
  Filters:
    "Oil, air, cabin and fuel filters in workshop quantities. Filters are the parts a fleet buys most often: price breaks start at the minimum order.",
  "Filters/Oil":
    "Spin-on and cartridge oil filters. Check the thread, the gasket diameter and the bypass valve against the engine's specification.",
  "Filters/Air":
    "Engine air filters, panel and round. Each fits the air box it is listed for; a wrong size lets dirt past the seal.",
  "Filters/Cabin":
    "Cabin air filters, particulate and activated carbon. Most are changed once a year or every 15,000 miles.",
  "Filters/Fuel":
    "In-line and cartridge fuel filters for petrol and diesel engines. Diesel filters often include a water separator: check which one the engine uses.",
  Ignition:
    "Spark plugs and ignition coils. A misfire code usually points to one cylinder: replace plugs as a set and coils as needed.",
  "Ignition/Spark Plugs":
    "Copper, platinum and iridium spark plugs. Use the heat range and gap the engine maker specifies; iridium plugs last the longest.",
  "Ignition/Coils":
    "Coil-on-plug and coil pack ignition coils. Many engines take one coil per cylinder, sold singly or as a set.",
  Engine:
    "Belts, timing kits, water pumps and sensors: the service parts that keep an engine running. Check the engine code in each part's fitment.",
  "Engine/Belts":
    "Serpentine and V-ribbed accessory belts. Match the rib count and the length to the old belt.",
  "Engine/Timing Kits":
    "Timing belt and chain kits with tensioners and idlers. Replacing the water pump at the same time saves a second job on many engines.",
  "Engine/Water Pumps":
    "Mechanical and electric water pumps, with gasket or seal included. Refill and bleed the cooling system after fitting.",
  "Engine/Sensors":
    "Crankshaft, camshaft, oxygen and temperature sensors. Match the connector and the part number before you order.",
  Suspension:
    "Shocks, springs, control arms and wheel bearings. Replace shocks and springs in pairs on one axle to keep the vehicle level.",
  "Suspension/Shocks":
    "Shock absorbers and struts, gas and hydraulic. Fit them in pairs per axle; some struts come as complete assemblies with spring and mount.",
  "Suspension/Springs":
    "Coil springs, standard and heavy duty. Check the ride height and the load rating for vans and fleet vehicles.",
  "Suspension/Control Arms":
    "Control arms with bushings and ball joints fitted. Have the wheels aligned after you replace one.",
  "Suspension/Bearings":
    "Wheel bearings and hub assemblies. A hub assembly with an ABS sensor must match the vehicle's brake system.",
  Drivetrain:
    "CV axles and clutch kits. Many carry a core charge, refunded when the old part comes back.",
  "Drivetrain/CV Axles":
    "Complete CV axle shafts, left and right. Check the side, the transmission type and the spline count.",
  "Drivetrain/Clutch Kits":
    "Clutch kits with pressure plate, disc and release bearing. Check whether the vehicle has a dual-mass flywheel.",
  Cooling:
    "Radiators and thermostats. Use the coolant type the engine maker specifies when you refill.",
  "Cooling/Radiators":
    "Aluminium and copper radiators. Compare the core size and the hose outlets, and whether the transmission cooler is built in.",
  "Cooling/Thermostats":
    "Thermostats and housings. The opening temperature is stamped on the part: use the one the engine was built with.",
  Electrical:
    "Alternators, starters and batteries. Rebuilt units carry a core charge, refunded when the old unit comes back.",
  "Electrical/Alternators":
    "New and remanufactured alternators. Match the amperage and the pulley type to the old unit.",
  "Electrical/Starters":
    "New and remanufactured starter motors. Check the mounting bolts and the tooth count.",
  "Electrical/Batteries":
    "Lead-acid, EFB and AGM batteries. Vehicles with start-stop need EFB or AGM; match the group size and the cold cranking amps.",
  Lighting:
    "Headlight bulbs for low and high beam. Replace bulbs in pairs so both sides shine alike.",
  "Lighting/Headlight Bulbs":
    "Halogen headlight bulbs by fitting (H1, H4, H7 and more). Check the fitting in the vehicle's manual or on the old bulb.",
  Wipers: "Wiper blades for the front and rear. Replace them once a year or when they streak.",
  "Wipers/Blades":
    "Conventional, beam and hybrid wiper blades. Check the length for each side and the arm connector.",
};

/** The category's introduction (every group and leaf with a page has one). */
export const categoryIntro = ({ group, leaf }: CategorySlugs) =>
  INTROS[leaf ? `${group}/${leaf}` : group] ?? "";
