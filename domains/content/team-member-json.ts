import type { teamMembers } from "@/models";

export interface TeamMemberJson {
  _id: string;
  image: string;
  name: string;
  designation: string;
}

export function toTeamMemberJson(row: typeof teamMembers.$inferSelect): TeamMemberJson {
  return { _id: row.id, image: row.image, name: row.name, designation: row.designation };
}
