export {
  ACCOUNT_TAX_EXEMPTION_PATH,
  type AccountTaxExemptions,
  decideTaxExemption,
  putTaxExemption,
  saveTaxRates,
  TAX_EXEMPTIONS_TABLE_PATH,
  TAX_RATES_PATH,
  type TaxExemptionsTableRow,
  type TaxRates,
  type TaxReport,
  taxReportPath,
} from "./tax";
