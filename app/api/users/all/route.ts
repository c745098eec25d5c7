import { route } from "@/lib/http/route";
import { csvDownload, pagedList } from "@/lib/http/table-answers";
import { listAllUsers } from "@/domains/accounts/server";
import { exportUsersCsv } from "@/domains/accounts/server";
import { usersTablePage } from "@/domains/accounts/server";
import { usersTableQuerySchema } from "@/domains/accounts";

// Without table parameters, every account as the contract's client expects.
export const GET = route(
  { access: "admin", query: usersTableQuerySchema },
  async ({ actor, query }) => {
    if (query.csv) return csvDownload("users.csv", exportUsersCsv(actor, query));
    if (query.paged) return pagedList(await usersTablePage(actor, query));
    return listAllUsers(actor);
  },
);
