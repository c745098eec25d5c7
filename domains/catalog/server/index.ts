// The catalog's server side: parts (public reads, admin changes, cached reads), stock, uploads.
export {
  countParts,
  findParts,
  getPart,
  readPart,
  listPartLinks,
  listParts,
  listPartsPage,
  type PartLink,
} from "./parts";
export type { PartsPage } from "./parts-page";
export { partFacets, type PartFacets } from "./part-facets";
export { searchParts, type PartSort } from "./part-search";
export { createPart, deletePart, setAvailableQty, updatePart } from "./part-admin";
export { uploadImage } from "./uploads";
export { slugKeys } from "./part-by-path";
export {
  cachedParts,
  cachedPartForSlug,
  cachedReplacementPath,
  cachedShopFacets,
  cachedPartsPage,
} from "./cached-reads";
export { exportPartsCsv } from "./parts-export";
export { partsTablePage } from "./parts-table";
export { uploadedImage } from "./uploads";
export { putBack, retake, stockChanged, takeForOrder, unitPriceSql } from "./stock";
export { isLowStock, lowStockRatioSql, lowStockThresholdSql } from "./low-stock";
export { wordsQuery } from "./search-words";
export { cachedVehiclePage } from "./cached-vehicle-pages";
export { cachedCategoryPage } from "./cached-category-pages";
export {
  leavesOf,
  newestPartByCategory,
  type BrandCount,
  type CategoryPage,
} from "./category-pages";
export type { VehiclePage, VehiclePageGroup } from "./vehicle-pages";
export {
  countVehiclePages,
  listVehiclePageLinks,
  type VehiclePageLink,
} from "./vehicle-page-links";
export { cachedVehicleCategoryPage } from "./cached-vehicle-category-pages";
export type { VehicleCategoryPage } from "./vehicle-category-pages";
export {
  countVehicleCategoryPages,
  listVehicleCategoryLinks,
  type VehicleCategoryLink,
} from "./vehicle-category-links";
export {
  partsImportLines,
  partsImportStatus,
  recentPartsImports,
  startPartsImport,
  type ImportUpload,
} from "./import/import-service";
export { runPartsImport } from "./import/import-run";
export { partsImportReport } from "./import/import-report";
export { currentReplacements } from "./supersessions";
export { onSale } from "./on-sale";
export { setPartRetired } from "./part-retirement";
export { isRetiredPartPage, rereadRetiredKeys } from "./retired-pages";
