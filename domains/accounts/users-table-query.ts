import "@/lib/validation/zod-config";
import { z } from "zod";
import { oneOf, tableFields, withPaging } from "@/lib/tables/table-query";

const USER_SORTS = ["createdAt", "email", "name", "role"] as const;

/** `GET /api/users/all`: Manage Users' page, sort, search and role filter (or its CSV). */
export const usersTableQuerySchema = z
  .object({
    ...tableFields,
    sort: oneOf("sort", USER_SORTS).optional(),
    role: oneOf("role", ["admin", "user"]).optional(),
  })
  .transform((query) => withPaging<typeof query>(query));
export type UsersTableQuery = z.output<typeof usersTableQuerySchema>;
