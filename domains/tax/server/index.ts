// The tax domain's server code: the rates table, exemption certificates (the holder's own calls,
// the shop's review table and decisions) and the tax rule a checkout is charged by (`taxFor`).
// It stands on companies' table of members only (a member's certificate is the company's).
export { taxRatesTable, replaceTaxRates, readTaxRates } from "./tax-rates";
export { accountTaxExemptions, putTaxExemption } from "./account-exemptions";
export { taxExemptionsTablePage } from "./exemptions-table";
export { decideTaxExemption } from "./decide-exemption";
export { taxFor } from "./tax-for";
export { saleTax } from "./sale-tax";
export { taxReport } from "./tax-report";
export { taxReportCsv } from "./tax-report-csv";
export { salesBetween } from "./counted-sales";
