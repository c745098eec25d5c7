import "server-only";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { toUserJson, type UserJson } from "@/domains/accounts/user-json";
import type { UsersTableQuery } from "@/domains/accounts/users-table-query";
import { users } from "@/models";
import { countCheaply, pageOfRows, type TablePage } from "@/lib/tables/table-page";
import { keyedRows, type KeyedRow, type RowsPlace } from "@/lib/tables/table-rows";
import { containsPattern, type SortColumn, type TableSort } from "@/lib/tables/table-sort";

const sortColumns: Record<NonNullable<UsersTableQuery["sort"]>, SortColumn> = {
  createdAt: { expression: users.createdAt, type: "timestamptz" },
  email: { expression: users.email, type: "text" },
  name: { expression: users.name, type: "text" },
  role: { expression: users.role, type: "user_role" },
};

function whereOf(query: UsersTableQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    pattern
      ? or(sql`${users.email} ILIKE ${pattern}`, sql`${users.name} ILIKE ${pattern}`)
      : undefined,
    query.role ? eq(users.role, query.role) : undefined,
  );
}

// As Manage Users has always listed them: oldest account first.
const sortOf = (query: UsersTableQuery): TableSort => ({
  column: sortColumns[query.sort ?? "createdAt"],
  direction: query.order ?? "asc",
  id: users.id,
});

export type KeyedUser = KeyedRow<typeof users>;

const usersAfter = (query: UsersTableQuery, size: number, place: RowsPlace) =>
  keyedRows(users, whereOf(query), sortOf(query), size, place);

/** One page of Manage Users, as the search, role filter and sort ask. */
export async function usersTablePage(
  actor: Actor | null,
  query: UsersTableQuery,
): Promise<TablePage<UserJson>> {
  requireAdmin(actor);
  const [rows, count] = await Promise.all([
    usersAfter(query, query.limit, { offset: (query.page - 1) * query.limit }),
    countCheaply(users, whereOf(query)),
  ]);
  return pageOfRows(
    rows.map(({ row }) => toUserJson(row)),
    query,
    count,
  );
}

/** Every account the search and filter find, in the table's order, a batch at a time. */
export function userBatches(actor: Actor | null, query: UsersTableQuery) {
  requireAdmin(actor);
  return (size: number, last: KeyedUser | undefined) =>
    usersAfter(query, size, { after: last && { sortKey: last.sortKey, id: last.row.id } });
}
