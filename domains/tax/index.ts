// The tax domain's model: state rates, exemption certificates, their texts and JSON, and the
// pure computation every total uses (the tax of a checkout, and its cents shared out exactly).
export { taxRatesSchema } from "./tax-rates";
export {
  exemptionDecisionSchema,
  exemptionParamsSchema,
  exemptionsTableQuerySchema,
  taxExemptionSchema,
} from "./tax-exemptions";
export { type TaxExemptionJson, type TaxExemptionRowJson } from "./tax-exemption-json";
export { allocateCents, taxCents } from "./tax-amounts";
export { taxMessages } from "./tax-texts";
export { taxScreenTexts } from "./tax-screen-texts";
export { previousMonth, taxReportQuerySchema } from "./tax-report";
export { type TaxReportFiguresJson, type TaxReportJson } from "./tax-report-json";
