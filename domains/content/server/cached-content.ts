import "server-only";
import { cachedRead } from "@/lib/cache/cached";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { getBlog, listBlogs } from "./blogs";
import { listTeam } from "./team";

// The home page's team and the blog pages, each read once per change of its tag.
export const cachedTeam = cachedRead("team", listTeam, {
  tags: [CACHE_TAGS.team],
  whileBuilding: [],
});
export const cachedBlogs = cachedRead("blogs", listBlogs, {
  tags: [CACHE_TAGS.blogs],
  whileBuilding: [],
});
// No stand-in: a post's page is rendered on its first visit, never by the build.
export const cachedBlog = cachedRead("blog", getBlog, { tags: [CACHE_TAGS.blogs] });
