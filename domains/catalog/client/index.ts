export { type PartAnswer, partPath } from "./parts";
export {
  getPartsImport,
  type PartsImportAnswer,
  type PartsImportFile,
  type PartsImportLine,
  partsImportLinesPath,
  partsImportReportPath,
  startPartsImport,
} from "./parts-import";
