export { partsQuerySchema, SHOP_PAGE_SIZE, shopPageSchema } from "./public-queries";
export { pagedPath, pageOfPath } from "./paged-path";
export { PURCHASE_QUANTITY_PARAM, purchasePath } from "./purchase-path";
export { startingQuantity } from "./purchase-query";
export { newPartSchema, partIdSchema, partUpdateSchema, stockUpdateSchema } from "./parts";
export { partRetirementSchema } from "./part-retirement";
export { partsTableQuerySchema } from "./parts-table-query";
export { partFacetsQuerySchema, type PartFilters, type PartSortParam } from "./part-finder";
export { type PartJson, type PriceTierJson } from "./part-json";
export { canBeOrdered } from "./part-stock";
export { CATEGORY_GROUPS, CATEGORY_SEPARATOR, groupOf } from "./categories";
export { quantityMessages } from "./bulk-texts";
export {
  PART_RETIRED,
  catalogMessages,
  finderMessages,
  supersessionNote,
  uploadMessages,
} from "./catalog-texts";
export { FINDER_KEYS } from "./finder-keys";
export { STOCK_OUT } from "./stock-texts";
export {
  isAllowedQuantity,
  nextTierHint,
  type PricedPart,
  type QuantityRules,
  unitPriceCents,
} from "./quantity-rules";
export { numberColumns, partPath } from "./part-number";
export { quantityAdvice } from "./quantity-advice";
export { coreChargeTexts } from "./core-charge-texts";
export { gtinCheckDigit } from "./gtin";
export { FITMENT_REVIEW_BADGE } from "./fitment-review-texts";
export { parseVehiclePageParams } from "./vehicle-page";
export {
  parseVehicleCategoryPageParams,
  vehicleCategoryPagePath,
  vehicleCategoryTitle,
  vehicleGroupPagePath,
} from "./vehicle-category-page";
export {
  PART_IMPORT_MAX_MB,
  partImportLinesQuerySchema,
  partImportParamsSchema,
  partImportQuerySchema,
  type PartImportJson,
  type PartImportLineJson,
} from "./import/import-json";
export { partImportMessages } from "./import/import-texts";
export { partImportScreenTexts } from "./import/import-screen-texts";
export { FINDER_ROBOTS_DISALLOW, finderIndexing, SITEMAP_FINDER_PATHS } from "./finder-indexing";
export {
  allCategoryPages,
  categoryFromSlugs,
  categoryPageGroups,
  categoryPageOf,
  categoryPagePath,
  type CategorySlugs,
} from "./category-slugs";
export { categoryTitle } from "./category-titles";
export { categoryIntro } from "./category-intro-texts";
export { categoryPageTexts } from "./category-page-texts";
