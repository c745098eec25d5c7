import type { SeedPart } from './types';

export const seedParts: SeedPart[] = [
  {
    slug: 'ceramic-brake-pads',
    productName: 'Ceramic Front Brake Pad Set',
    productDescription:
      'Low-dust ceramic pads built for daily drivers and light fleets. Each axle set ships with stainless shims, slotted and chamfered friction faces, and hardware clips. Rated FF edge code with stable bite from cold starts to 650°F.',
    priceCents: 2450,
    minOrderQty: 100,
    availableQty: 4800,
    daysAgo: 0,
  },
  {
    slug: 'vented-brake-rotor',
    productName: 'Vented Front Brake Rotor',
    productDescription:
      'Directional-vane rotor cast from G3000 grey iron for even cooling. Machined to under 0.002 inch of lateral runout and finished with a zinc-grey coating on the hat and vanes to resist corrosion. Sold individually; order in pairs per axle.',
    priceCents: 3875,
    minOrderQty: 50,
    availableQty: 1500,
    daysAgo: 9,
  },
  {
    slug: 'brake-caliper',
    productName: 'Remanufactured Brake Caliper Assembly',
    productDescription:
      'Single-piston floating caliper rebuilt to factory specification. Every unit is stripped, blasted and pressure-tested, with new seals, boots, bleeder screw and phenolic piston. Includes the bracket and slide pins, so it bolts straight on.',
    priceCents: 5490,
    minOrderQty: 25,
    availableQty: 600,
    daysAgo: 17,
  },
  {
    slug: 'oil-filter',
    productName: 'Synthetic Media Spin-On Oil Filter',
    productDescription:
      'Spin-on filter with blended synthetic media for long drain intervals. Silicone anti-drainback valve prevents dry starts, and the steel can is rated to 250 psi burst. 3/4-16 UNF thread fits most domestic V6 and V8 engines.',
    priceCents: 389,
    minOrderQty: 500,
    availableQty: 18000,
    daysAgo: 2,
  },
  {
    slug: 'air-filter',
    productName: 'Engine Air Filter Panel',
    productDescription:
      'Pleated cellulose panel filter with a molded polyurethane seal. Captures 99% of particles down to 10 microns while keeping restriction low for full intake airflow. A direct replacement for OE panels on compact and midsize sedans.',
    priceCents: 749,
    minOrderQty: 300,
    availableQty: 9000,
    daysAgo: 12,
  },
  {
    slug: 'cabin-air-filter',
    productName: 'Activated Carbon Cabin Air Filter',
    productDescription:
      'Three-layer cabin filter with an activated carbon core that traps odors. The electrostatic outer layer catches pollen, road dust and soot before air reaches the HVAC blower. Replace every 12,000 miles or sooner in dusty conditions.',
    priceCents: 625,
    minOrderQty: 300,
    availableQty: 7500,
    daysAgo: 21,
  },
  {
    slug: 'fuel-filter',
    productName: 'Inline Gasoline Fuel Filter',
    productDescription:
      'Inline filter for fuel-injected gasoline engines up to 90 psi. The pleated element stops 10-micron debris before it reaches the injectors, and the zinc-plated steel housing has quick-connect ends. Flow arrow is stamped on the body.',
    priceCents: 1150,
    minOrderQty: 200,
    availableQty: 4000,
    daysAgo: 26,
  },
  {
    slug: 'iridium-spark-plug',
    productName: 'Iridium Fine-Wire Spark Plug',
    productDescription:
      'Fine-wire iridium plug with a 0.6 mm center electrode for a strong spark. Pre-gapped at 0.044 inch, with trivalent plating on the shell to resist seizing in aluminum heads. Service life of up to 100,000 miles in most engines.',
    priceCents: 689,
    minOrderQty: 400,
    availableQty: 16000,
    daysAgo: 1,
  },
  {
    slug: 'ignition-coil',
    productName: 'Coil-on-Plug Ignition Coil',
    productDescription:
      'Coil-on-plug unit with epoxy-potted windings that resist heat and vibration. Delivers a steady 40 kV output for a clean burn at idle and under load. Comes with a new silicone boot and spring, and every coil is tested before it ships.',
    priceCents: 2895,
    minOrderQty: 50,
    availableQty: 2000,
    daysAgo: 7,
  },
  {
    slug: 'serpentine-belt',
    productName: 'EPDM Six-Rib Serpentine Belt',
    productDescription:
      'Six-rib serpentine belt molded from EPDM rubber with aramid tensile cords. Resists cracking, glazing and heat far longer than older neoprene belts. Drives the alternator, power steering pump and A/C compressor, so it runs quiet on every pulley.',
    priceCents: 1675,
    minOrderQty: 100,
    availableQty: 3500,
    daysAgo: 15,
  },
  {
    slug: 'timing-belt-kit',
    productName: 'Timing Belt Kit with Water Pump',
    productDescription:
      'Complete timing service kit for interference-type four-cylinder engines. Contains an HNBR toothed belt, automatic tensioner, idler pulley, water pump and gaskets. Replacing them together avoids a second labor charge when the old pump fails.',
    priceCents: 8950,
    minOrderQty: 20,
    availableQty: 400,
    daysAgo: 33,
  },
  {
    slug: 'gas-shock-absorber',
    productName: 'Twin-Tube Gas Shock Absorber',
    productDescription:
      'Nitrogen-charged twin-tube shock tuned for loaded vans and pickups. A 35 mm piston with velocity-sensitive valving controls body roll without a harsh ride. The chrome-hardened rod and multi-lip seal hold up to road salt and grit.',
    priceCents: 4275,
    minOrderQty: 40,
    availableQty: 1200,
    daysAgo: 3,
  },
  {
    slug: 'coil-spring',
    productName: 'Rear Coil Spring Pair',
    productDescription:
      'Replacement coil springs wound from chrome-silicon steel and shot-peened for fatigue life. An epoxy powder coat keeps rust at bay, and the free length matches OE ride height. Sold in pairs; check that the load rating matches the vehicle.',
    priceCents: 3650,
    minOrderQty: 40,
    availableQty: 800,
    daysAgo: 38,
  },
  {
    slug: 'wheel-bearing',
    productName: 'Front Wheel Hub Bearing Assembly',
    productDescription:
      'Pre-assembled hub with a sealed double-row angular contact bearing. Comes pre-greased and pressed with wheel studs, plus an integrated ABS tone ring. Simply torque the axle nut to spec; there is no press-fitting or repacking needed.',
    priceCents: 3890,
    minOrderQty: 50,
    availableQty: 1250,
    daysAgo: 5,
  },
  {
    slug: 'cv-axle',
    productName: 'Complete Front CV Axle Shaft',
    productDescription:
      'Complete front-wheel-drive half shaft with new inner and outer CV joints. The induction-hardened shaft, high-temperature molybdenum grease and thermoplastic boots resist tearing. Splines and length match OE, so no modification is needed.',
    priceCents: 6450,
    minOrderQty: 20,
    availableQty: 500,
    daysAgo: 29,
  },
  {
    slug: 'radiator',
    productName: 'Aluminum Core Radiator Assembly',
    productDescription:
      'Direct-fit radiator with a brazed aluminum core and nylon end tanks. Its two-row tube design matches OE cooling capacity, and each unit is leak-tested at 20 psi. Includes a built-in transmission oil cooler for automatic gearboxes.',
    priceCents: 11250,
    minOrderQty: 10,
    availableQty: 240,
    daysAgo: 44,
  },
  {
    slug: 'water-pump',
    productName: 'Engine Water Pump with Gasket',
    productDescription:
      'Engine water pump with a cast-iron impeller and a silicon-carbide mechanical seal. The sealed double-row bearing handles belt load for the long haul. Ships with a new gasket, so install it with fresh coolant and bleed the air out.',
    priceCents: 4825,
    minOrderQty: 25,
    availableQty: 750,
    daysAgo: 23,
  },
  {
    slug: 'thermostat',
    productName: 'Engine Thermostat with Housing',
    productDescription:
      'Wax-pellet thermostat that opens at 195°F, pre-installed in a glass-reinforced housing. A jiggle valve vents trapped air during refill, and the molded O-ring removes the need for sealant. Fixes slow warm-ups and overheating from a stuck valve.',
    priceCents: 1295,
    minOrderQty: 150,
    availableQty: 4500,
    daysAgo: 41,
  },
  {
    slug: 'alternator',
    productName: '150 Amp Remanufactured Alternator',
    productDescription:
      'Remanufactured 150 A alternator with a new regulator, rectifier and brushes. Bearings are replaced and every unit is bench-tested for output at idle and at full load. A good fit for fleet vehicles running lift gates, radios or extra lighting.',
    priceCents: 12400,
    minOrderQty: 10,
    availableQty: 180,
    daysAgo: 11,
  },
  {
    slug: 'starter-motor',
    productName: 'Gear-Reduction Starter Motor',
    productDescription:
      'Gear-reduction starter with a 1.4 kW motor and new solenoid contacts. Planetary gearing spins the engine fast on cold mornings while drawing less current. Each unit passes a no-load and a lock-torque test, and mounting bolts are included.',
    priceCents: 10850,
    minOrderQty: 10,
    availableQty: 150,
    daysAgo: 36,
  },
  {
    slug: 'car-battery',
    productName: 'AGM Group 48 Battery',
    productDescription:
      'AGM Group 48 battery rated at 760 CCA with a 120-minute reserve capacity. Absorbed glass mat construction is spill-proof, resists vibration and handles start-stop cycling. Shipped charged and dated; store at 12.6 V and recharge every 90 days.',
    priceCents: 9475,
    minOrderQty: 15,
    availableQty: 300,
    daysAgo: 19,
  },
  {
    slug: 'wiper-blades',
    productName: 'All-Season Beam Wiper Blade',
    productDescription:
      'Frameless beam blade with a spring-steel spine for even pressure. The graphite-coated natural rubber edge wipes quietly and resists ice buildup under a low aerodynamic spoiler. Pre-fitted adapters cover J-hook, pinch-tab and side-pin arms.',
    priceCents: 495,
    minOrderQty: 500,
    availableQty: 15000,
    daysAgo: 6,
  },
  {
    slug: 'headlight-bulb',
    productName: 'H11 Halogen Headlight Bulb',
    productDescription:
      'H11 halogen low-beam bulb rated at 55 W and 1,350 lumens. Its 3,200 K beam, quartz glass envelope and precise filament position give a sharp, legal cutoff in reflector and projector housings. Replace in pairs to keep the light output even.',
    priceCents: 349,
    minOrderQty: 500,
    availableQty: 20000,
    daysAgo: 14,
  },
  {
    slug: 'control-arm',
    productName: 'Lower Control Arm with Ball Joint',
    productDescription:
      'Stamped-steel lower control arm with a pressed-in ball joint and bushings. The greasable ball joint and rubber bushings restore steering feel and stop clunks over bumps. E-coated against corrosion and supplied with a new castle nut and pin.',
    priceCents: 5275,
    minOrderQty: 25,
    availableQty: 625,
    daysAgo: 48,
  },
  {
    slug: 'oxygen-sensor',
    productName: 'Heated Upstream Oxygen Sensor',
    productDescription:
      'Heated four-wire zirconia oxygen sensor for upstream positions. Reaches closed-loop operating temperature within 30 seconds for lower cold-start emissions, and the threads come pre-coated with anti-seize. OE-style connector, no splicing required.',
    priceCents: 3425,
    minOrderQty: 50,
    availableQty: 1500,
    daysAgo: 52,
  },
  {
    slug: 'clutch-kit',
    productName: 'Heavy-Duty Clutch Kit',
    productDescription:
      'Complete clutch kit for manual-transmission vans and light trucks. Includes a pressure plate with 15% more clamp load than stock, an organic-facing disc with marcel spring, a release bearing and an alignment tool. Resurface the flywheel when fitting.',
    priceCents: 16900,
    minOrderQty: 10,
    availableQty: 120,
    daysAgo: 60,
  },
];
