import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";

export const teamMembers = pgTable("team_members", {
  id: idColumn(),
  name: text("name").notNull(),
  designation: text("designation").notNull(),
  image: text("image").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: createdAtColumn(),
});
