// The catalog domain: parts (public reads and admin changes), image uploads, reviews, and the
// site's content (blogs, team).
export {
  countParts,
  findParts,
  findPartsPage,
  getPart,
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
export { addReview, deleteReview, listReviews } from "./reviews";
export { getBlog, listBlogs } from "./blogs";
export { listTeam } from "./team";
export {
  cachedBlog,
  cachedBlogs,
  cachedParts,
  cachedPartsByIds,
  cachedPartForSlug,
  cachedShopFacets,
  cachedPartsPage,
  cachedReviews,
  cachedTeam,
} from "./cached-reads";
