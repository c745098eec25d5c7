import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { getBlog, listBlogs } from "./blogs";
import { countParts, listParts, listPartsPage, type PartsOrder, type PartsPage } from "./parts";
import { listReviews } from "./reviews";
import { listTeam } from "./team";

// The build never opens the database (the embedded one belongs to the running server): what
// it prerenders is thrown away, since the page cache lives in the server's memory only.
const duringBuild = process.env.NEXT_PHASE === "phase-production-build";
const emptyPage = (_order: unknown, page: number, pageSize: number): Promise<PartsPage> =>
  Promise.resolve({ parts: [], page, pageSize, total: 0, pageCount: 1 });
const nothing = async () => [];

// The public pages read through these: the database is asked once per change, not per visit.
export const cachedParts = unstable_cache(duringBuild ? nothing : listParts, ["parts"], {
  tags: [CACHE_TAGS.parts],
});
const cachedPartCount = unstable_cache(countParts, ["part-count"], { tags: [CACHE_TAGS.parts] });
const partsPageWithKeptCount = (order: PartsOrder, page: number, pageSize: number) =>
  listPartsPage(order, page, pageSize, cachedPartCount);
export const cachedPartsPage = unstable_cache(
  duringBuild ? emptyPage : partsPageWithKeptCount,
  ["parts-page"],
  { tags: [CACHE_TAGS.parts] },
);
export const cachedReviews = unstable_cache(duringBuild ? nothing : listReviews, ["reviews"], {
  tags: [CACHE_TAGS.reviews],
});
export const cachedTeam = unstable_cache(duringBuild ? nothing : listTeam, ["team"], {
  tags: [CACHE_TAGS.team],
});
export const cachedBlogs = unstable_cache(duringBuild ? nothing : listBlogs, ["blogs"], {
  tags: [CACHE_TAGS.blogs],
});
export const cachedBlog = unstable_cache(getBlog, ["blog"], { tags: [CACHE_TAGS.blogs] });
