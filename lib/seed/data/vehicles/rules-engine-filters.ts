import { rule, type FitmentRule } from "./fitment-rule";

const GASOLINE_NA = /^\d\.\dL [LVH]\d$/; // no turbo, no diesel
const DIESEL = /Diesel$/;

/**
 * Filters fit many vehicles (one thread or size across makes); spark plugs, coils, timing kits
 * and water pumps fit engines, so their rows are on engine configurations.
 */
export const engineAndFilterRules: FitmentRule[] = [
  rule(["OF-4120"], { makes: ["Ford", "Toyota", "Mazda", "Subaru"] }, { quantity: 1 }),
  rule(["OF-1341"], { makes: ["Honda", "Nissan", "Hyundai", "Kia"] }, { quantity: 1 }),
  rule(["OF-0713", "OF-8365"], { makes: ["Chevrolet", "Ram"] }, { quantity: 1 }),
  rule(["OF-4764"], { makes: ["Chevrolet"] }, { quantity: 1 }),
  rule(["OF-6988"], { origins: ["eu"] }, { quantity: 1 }),
  rule(["OF-6085"], { models: ["Toyota Camry"], years: [2018, 2024], engine: /^2\.5L L4$/ }, { quantity: 1 }),
  rule(["AF-4310"], { makes: ["Honda"] }, { quantity: 1 }),
  rule(["AF-9886"], { engine: /V8$/ }, { quantity: 1 }),
  rule(["AF-6945"], { engine: DIESEL }, { quantity: 1 }),
  rule(["AF-4305"], { origins: ["eu"], engine: /^2\.0L/ }, { quantity: 1 }),
  rule(["AF-4868"], { origins: ["jp", "kr"], engine: /^2\.0L/ }, { quantity: 1 }),
  rule(["CF-4415", "CF-0835"], { bodies: ["compact"] }, { quantity: 1 }),
  rule(["CF-4668"], { bodies: ["suv"] }, { quantity: 1 }),
  rule(["CF-9960"], { bodies: ["truck"] }, { quantity: 1 }),
  rule(["CF-3506"], { bodies: ["truck"] }, { quantity: 1, note: "with A/C" }),
  rule(["FF-4520"], { origins: ["us"], years: [2012, 2016] }, { quantity: 1 }),
  rule(["FF-3590"], { engine: DIESEL }, { quantity: 1 }),

  rule(["SP-5106"], { origins: ["jp", "kr"], engine: GASOLINE_NA }, { quantity: "cylinders" }),
  rule(["SP-9971"], { origins: ["jp", "kr"], engine: /Turbo$/ }, { quantity: "cylinders" }),
  rule(["SP-3006"], { makes: ["Toyota", "Honda"], engine: /^3\.5L V6$/ }, { quantity: "cylinders" }),
  rule(["SP-6130"], { origins: ["eu"], engine: /Turbo$/ }, { quantity: "cylinders" }),
  rule(["SP-5077"], { makes: ["Chevrolet"], engine: /L\d Turbo$|[LV]\d$/ }, { quantity: "cylinders" }),
  rule(["SP-4300"], { makes: ["Ford"], engine: /Turbo$/ }, { quantity: "cylinders" }),
  rule(["SP-9552"], { makes: ["Ram"], engine: /^5\.7L V8$/ }, { quantity: 16, note: "two plugs per cylinder" }),
  rule(["IC-5230"], { makes: ["Ford"], engine: /^5\.0L V8$/ }, { quantity: "cylinders" }),
  rule(["IC-3866"], { origins: ["jp", "us"], engine: /^3\.[0-6]L V6$/ }, { quantity: "cylinders" }),
  rule(["IC-4776"], { origins: ["jp", "kr"], engine: /^(1\.8|2\.[0-5])L L4$/ }, { quantity: "cylinders" }),
  rule(["IC-6240"], { origins: ["eu"], engine: /L4 Turbo$/ }, { quantity: "cylinders" }),

  rule(["SB-6140"], { models: ["Toyota Camry", "Toyota RAV4", "Toyota Corolla"] }, { note: "with A/C" }),
  rule(["SB-6137"], { models: ["Honda Civic", "Honda CR-V"] }, { note: "with A/C" }),
  rule(["SB-9013"], { makes: ["Mazda"] }, { note: "with A/C" }),
  rule(["SB-2211"], { bodies: ["truck"], engine: /V8$/ }),
  rule(["TK-9221"], { makes: ["Honda"], engine: /^3\.5L V6$/ }, { quantity: 1 }),
  rule(["TK-8059"], { makes: ["Toyota", "Nissan"], engine: /^3\.5L V6$/ }, { quantity: 1 }),
  rule(["TK-8854"], { makes: ["Hyundai", "Kia"], engine: /^2\.4L L4$/ }, { quantity: 1 }),
  rule(["TK-9109"], { models: ["Toyota Corolla"], engine: /^1\.8L L4$/ }, { quantity: 1 }),
  rule(["TK-6250"], { models: ["Volkswagen Passat"], engine: DIESEL }, { quantity: 1 }),
  rule(["WP-6360"], { makes: ["Nissan"], engine: /^2\.5L L4$/ }, { quantity: 1 }),
  rule(["WP-0520"], { makes: ["Hyundai", "Kia"], engine: /^2\.0L L4$/ }, { quantity: 1 }),
  rule(["WP-2343"], { makes: ["BMW"], engine: /^2\.0L L4 Turbo$/ }, { quantity: 1 }),
  rule(["WP-3469"], { makes: ["Chevrolet"], engine: /^5\.3L V8$/ }, { quantity: 1 }),
  rule(["WP-9844"], { makes: ["Ram", "Volkswagen"], engine: /^3\.6L V6$/ }, { quantity: 1 }),
  rule(["OS-6470"], { makes: ["Toyota", "Honda", "Nissan"], years: [2012, 2018] }, { position: "Upstream", quantity: 1 }),
  rule(["OS-5165"], { engine: /V[68]/ }, { position: "Downstream Bank 2", quantity: 1 }),
  rule(["OS-9079"], { models: ["Toyota Camry", "Toyota Corolla", "Toyota RAV4"], years: [2018, 2024] }, { position: "Upstream", quantity: 1 }),
  rule(["TH-9220"], { makes: ["Honda"] }, { quantity: 1 }),
  rule(["TH-4428"], { makes: ["Chevrolet"] }, { quantity: 1 }),
  rule(["TH-6172"], { makes: ["Ford"], years: [2015, 2024] }, { quantity: 1 }),
  rule(["TH-7602"], { makes: ["Volkswagen", "BMW"] }, { quantity: 1 }),
  rule(["RA-9110"], { models: ["Ford F-150"] }, { quantity: 1, note: "with towing package" }),
  rule(["RA-3778"], { models: ["Chevrolet Silverado 1500"] }, { quantity: 1 }),
  rule(["RA-3690"], { models: ["Toyota Tacoma", "Toyota Hilux"] }, { quantity: 1 }),
  rule(["RA-8155"], { bodies: ["compact"], origins: ["jp", "kr"], years: [2012, 2016] }, { quantity: 1 }),
];
