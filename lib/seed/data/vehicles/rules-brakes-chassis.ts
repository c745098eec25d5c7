import { rule, type FitmentRule } from "./fitment-rule";

const F150 = "Ford F-150";
const SILVERADO = "Chevrolet Silverado 1500";
const TRUCKS = [F150, SILVERADO, "Ram 1500"];

/**
 * Brakes, suspension and drivetrain: parts of one platform, so each fits a few vehicles (pads and
 * rotors one model over a generation), at a position, with notes where equipment decides.
 */
export const brakeAndChassisRules: FitmentRule[] = [
  rule(["BP-1234"], { models: [F150], years: [2015, 2020] }, { position: "Front", quantity: 1 }),
  rule(["BP-8294"], { models: [F150], years: [2015, 2020] }, { position: "Rear", quantity: 1 }),
  rule(
    ["BP-7743"],
    { models: [F150], years: [2015, 2020] },
    { position: "Front", quantity: 1, note: "with heavy-duty payload package" },
  ),
  rule(
    ["BR-4795"],
    { models: [F150], years: [2018, 2020] },
    { position: "Front", quantity: 2, note: "2-piece rotor" },
  ),
  rule(["BR-2210"], { models: ["Toyota Camry"], years: [2018, 2024] }, { position: "Front", quantity: 2 }),
  rule(["BP-9989"], { models: [SILVERADO], years: [2014, 2018] }, { position: "Front", quantity: 1 }),
  rule(["BC-3105"], { models: [SILVERADO], years: [2014, 2018] }, { position: "Front Left", quantity: 1 }),
  rule(["BP-7422"], { models: ["BMW 3 Series"], years: [2012, 2018] }, { position: "Rear", quantity: 1 }),
  rule(["BR-7292"], { models: ["BMW 3 Series"], years: [2012, 2018] }, { position: "Front", quantity: 2 }),
  rule(["BP-0252"], { models: ["Mercedes-Benz C-Class"], years: [2015, 2021] }, { position: "Front", quantity: 1 }),
  rule(["BP-8557", "BR-0147"], { models: ["Chevrolet Malibu"], years: [2016, 2024] }, { position: "Rear" }),
  rule(["BR-3776"], { models: ["Volkswagen Golf"] }, { position: "Rear", quantity: 2 }),
  rule(["BR-4560"], { models: ["Honda Accord"], years: [2018, 2022] }, { position: "Front", quantity: 2 }),
  rule(["BC-8196"], { models: ["Honda Civic"], years: [2016, 2021] }, { position: "Front Left", quantity: 1 }),
  rule(["BC-7270"], { models: ["Toyota RAV4"], years: [2019, 2024] }, { position: "Rear Left", quantity: 1 }),
  rule(["BC-1028"], { models: ["Toyota Tacoma"] }, { position: "Front", quantity: 2 }),

  rule(["SA-7110"], { bodies: ["compact"], origins: ["jp", "kr"] }, { position: "Rear", quantity: 2 }),
  rule(["SA-5351"], { bodies: ["midsize"], origins: ["jp", "kr"], years: [2015, 2024] }, { position: "Front", quantity: 2 }),
  rule(
    ["SA-0039", "SA-9615", "SA-7427"],
    { bodies: ["truck"] },
    { position: "Rear", quantity: 2, note: "with 2–4 in. suspension lift" },
  ),
  rule(["CS-7220"], { models: ["Honda Civic"], years: [2016, 2021] }, { position: "Rear", quantity: 1 }),
  rule(["CS-7538"], { models: ["Toyota Camry"], years: [2018, 2024] }, { position: "Front", quantity: 1 }),
  rule(["CS-4251"], { models: ["Ram 1500"] }, { position: "Front", quantity: 1, note: "with towing package" }),
  rule(["CS-9703"], { models: ["Subaru Outback"] }, { position: "Rear", quantity: 1 }),
  rule(["WB-7330"], { models: ["Toyota RAV4"] }, { position: "Front", quantity: 2 }),
  rule(["WB-8274"], { models: ["Honda CR-V"], years: [2017, 2024] }, { position: "Front", quantity: 2 }),
  rule(["WB-6019"], { models: ["Volkswagen Golf", "Volkswagen Jetta"] }, { position: "Front", quantity: 2 }),
  rule(["WB-2163"], { models: TRUCKS }, { position: "Front", quantity: 2, note: "4WD" }),
  rule(["WB-3597"], { models: ["Subaru Outback", "Toyota RAV4"] }, { position: "Rear", quantity: 2, note: "AWD" }),
  rule(["CA-7440"], { models: ["Honda Pilot"] }, { position: "Front Lower Left", quantity: 1, note: "from VIN 5FNYF6…" }),
  rule(["CA-6542"], { models: ["Toyota Corolla"], years: [2014, 2019] }, { position: "Front Lower Left", quantity: 1 }),
  rule(["CA-1788"], { models: ["Nissan Altima"], years: [2013, 2018] }, { position: "Front Lower Right", quantity: 1 }),
  rule(["CA-6166"], { models: ["BMW 3 Series"], years: [2012, 2018] }, { position: "Front Lower Left", quantity: 1 }),
  rule(["CA-6867"], { models: [SILVERADO], years: [2014, 2018] }, { position: "Front Upper Left", quantity: 1 }),

  rule(["CV-8140"], { models: ["Honda Civic"], years: [2016, 2021] }, { position: "Front Left", quantity: 1 }),
  rule(["CV-5295"], { models: ["Toyota Corolla"] }, { position: "Front Left", quantity: 1 }),
  rule(["CV-2410"], { models: ["Hyundai Elantra"] }, { position: "Front Right", quantity: 1 }),
  rule(["CV-6306", "CV-4622"], { models: ["Subaru Outback", "Toyota RAV4"] }, { position: "Rear", quantity: 2, note: "AWD" }),
  rule(["CK-1233"], { models: ["Ford Focus"] }, { quantity: 1, note: "with manual transmission" }),
  rule(["CK-6531"], { models: ["Toyota Hilux", "Nissan Navara"] }, { quantity: 1, note: "with manual transmission" }),
];
