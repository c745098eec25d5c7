import { route } from "@/lib/http/route";
import { csvDownload, pagedList } from "@/lib/http/table-answers";
import { listAllUsers } from "@/lib/services/accounts";
import { exportUsersCsv, usersTablePage } from "@/lib/services/admin-tables";
import { usersTableQuerySchema } from "@/lib/validation/admin-tables";

// Without table parameters, every account as the contract's client expects.
export const GET = route(
  { access: "admin", query: usersTableQuerySchema },
  async ({ actor, query }) => {
    if (query.csv) return csvDownload("users.csv", exportUsersCsv(actor, query));
    if (query.paged) return pagedList(await usersTablePage(actor, query));
    return listAllUsers(actor);
  },
);
