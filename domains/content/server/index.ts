// The site's content: blog posts and the team.
export { getBlog, listBlogs } from "./blogs";
export { listTeam } from "./team";
export { cachedBlog, cachedBlogs, cachedTeam } from "./cached-content";
