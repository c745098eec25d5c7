import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { toTeamMemberJson, type TeamMemberJson } from "@/domains/content/team-member-json";
import { teamMembers } from "@/models";

export async function listTeam(): Promise<TeamMemberJson[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(teamMembers)
    .orderBy(asc(teamMembers.position), asc(teamMembers.createdAt));
  return rows.map(toTeamMemberJson);
}
