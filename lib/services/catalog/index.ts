// The catalog domain: parts (public reads and admin changes), image uploads, reviews, and the
// site's content (blogs, team).
export { findParts, getPart, listParts, listPartsPage, type PartsPage } from "./parts";
export { createPart, deletePart, setAvailableQty, updatePart } from "./part-admin";
export { uploadImage } from "./uploads";
export { addReview, deleteReview, listReviews } from "./reviews";
export { getBlog, listBlogs } from "./blogs";
export { listTeam } from "./team";
export {
  cachedBlog,
  cachedBlogs,
  cachedParts,
  cachedPartsPage,
  cachedReviews,
  cachedTeam,
} from "./cached-reads";
