import { rule, type FitmentRule } from "./fitment-rule";

/**
 * Batteries, alternators and starters by platform; wiper blades by arm length and headlight bulbs
 * by socket, so each fits many vehicles of its size or origin.
 */
export const electricalAndWiperRules: FitmentRule[] = [
  rule(["AL-9310"], { makes: ["Toyota", "Honda"], years: [2012, 2019] }, { quantity: 1 }),
  rule(["AL-2102"], { bodies: ["compact"], origins: ["jp", "kr"] }, { quantity: 1 }),
  rule(["AL-1574"], { bodies: ["truck"], origins: ["us"] }, { quantity: 1, note: "with heavy-duty electrical package" }),
  rule(["AL-5515"], { bodies: ["midsize"], origins: ["us", "eu"] }, { quantity: 1 }),
  rule(["ST-9420"], { origins: ["jp"], bodies: ["compact", "midsize"] }, { quantity: 1 }),
  rule(["ST-2095", "ST-3951"], { origins: ["kr"] }, { quantity: 1 }),
  rule(["ST-6800", "ST-7206"], { engine: /Diesel$/ }, { quantity: 1 }),
  rule(["BA-9530"], { origins: ["eu"] }, { quantity: 1 }),
  rule(["BA-1139"], { models: ["Ford F-150", "Ram 1500"], years: [2015, 2024] }, { quantity: 1 }),
  rule(["BA-5846"], { models: ["Ford F-150", "Chevrolet Silverado 1500"], years: [2012, 2018] }, { quantity: 1 }),
  rule(["BA-1758", "BA-4306"], { makes: ["Toyota", "Honda"], bodies: ["suv", "truck", "midsize"] }, { quantity: 1 }),

  rule(["WI-1150"], { bodies: ["midsize", "suv"] }, { position: "Driver", quantity: 1 }),
  rule(["WI-0445", "WI-0153"], { bodies: ["midsize", "suv", "compact"] }, { position: "Passenger", quantity: 1 }),
  rule(["WI-6604", "WI-0315"], { bodies: ["truck"] }, { position: "Driver", quantity: 1 }),
  rule(["WI-9843", "WI-8129"], { bodies: ["suv"] }, { position: "Rear", quantity: 1 }),
  rule(["HB-1260", "HB-6292"], { origins: ["jp", "kr"], years: [2012, 2018] }, { position: "Low beam", quantity: 2 }),
  rule(["HB-9802", "HB-4162"], { origins: ["eu"], years: [2012, 2016] }, { position: "Low beam", quantity: 2 }),
  rule(["HB-1398"], { models: ["Toyota Hilux", "Nissan Navara"] }, { position: "Headlight", quantity: 2 }),
  rule(["HB-1332"], { makes: ["Toyota", "Honda", "Ford", "Chevrolet"], years: [2012, 2018] }, { position: "High beam", quantity: 2 }),
];
