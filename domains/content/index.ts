export { type TeamMemberJson } from "./team-member-json";
export { type BlogJson } from "./blog-json";
