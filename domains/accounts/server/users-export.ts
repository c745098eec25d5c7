import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { toUserJson } from "@/domains/accounts/user-json";
import type { UsersTableQuery } from "@/domains/accounts/users-table-query";
import { csvExport, EXPORT_BATCH } from "@/lib/tables/csv-export";
import { userBatches, type KeyedUser } from "./users-table";

const header = ["User ID", "Email", "Name", "Role", "Joined", "Phone", "Address", "Education"];

function record({ row: user }: KeyedUser) {
  const json = toUserJson(user);
  return [
    json._id,
    json.email,
    json.displayName,
    json.role,
    user.createdAt.toISOString(),
    json.number,
    json.address,
    json.education,
  ];
}

/** `GET /api/users/all?format=csv`: every account the search and filter find, streamed. */
export function exportUsersCsv(actor: Actor | null, query: UsersTableQuery) {
  const batchAfter = userBatches(actor, query);
  return csvExport({ header, nextBatch: (last) => batchAfter(EXPORT_BATCH, last), record });
}
