/** The import screen's address, and the parameter that keeps the import on show in it. */
export const PARTS_IMPORT_SCREEN = "/dashboard/manageProducts/import";
export const IMPORT_PARAM = "import";

export const MANAGE_PRODUCTS = "/dashboard/manageProducts";
