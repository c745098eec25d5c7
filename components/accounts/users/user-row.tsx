"use client";

import { cardLabel, type ColumnSpec, type TableColumn } from "@/components/ui/data-table-frame";
import { EmailText } from "@/components/ui/email-text";
import { accountMessages } from "@/domains/accounts";
import type { UserJson } from "@/domains/accounts";
import { TrashIcon } from "@/components/layout/dashboard/icons";
import { deleteUserAction, removeAdminAction } from "./user-actions";
import type { UserAction } from "./user-action-dialog";

const COLUMN = {
  number: { label: "No" },
  uid: { label: "Uid" },
  email: { label: "Email", sortKey: "email" },
  role: { label: "Role", sortKey: "role", firstOrder: "desc" },
  action: { label: "Action" },
} satisfies Record<string, TableColumn>;
export const USER_COLUMNS: ColumnSpec[] = Object.values(COLUMN);

/** One account of Manage Users: its number in the whole list, role, and what can be done to it. */
export function UserRow({
  user,
  number,
  onAction,
}: {
  user: UserJson;
  number: number;
  onAction: (action: UserAction) => void;
}) {
  return (
    <tr>
      <th scope="row" {...cardLabel(COLUMN.number)}>
        {number}
      </th>
      <td {...cardLabel(COLUMN.uid)}>
        {/* A uid is one long token: cut short with its whole value in the tooltip. */}
        <span className="block max-w-48 truncate font-mono text-xs" title={user.uid || undefined}>
          {user.uid || accountMessages.uidNotAvailable}
        </span>
      </td>
      <td className="break-words" {...cardLabel(COLUMN.email)}>
        <EmailText email={user.email} />
      </td>
      <td {...cardLabel(COLUMN.role)}>
        <span className={`badge ${user.role === "admin" ? "badge-primary" : "badge-neutral"}`}>
          {user.role === "admin" ? "Admin" : "User"}
        </span>
      </td>
      <td {...cardLabel(COLUMN.action)}>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square text-error"
            aria-label={`Delete ${user.email}`}
            onClick={() => onAction(deleteUserAction(user.email))}
          >
            <TrashIcon className="h-5 w-5" />
          </button>
          {user.role === "admin" ? (
            <button
              type="button"
              className="btn btn-outline btn-xs whitespace-nowrap"
              aria-label={`Remove admin role of ${user.email}`}
              onClick={() => onAction(removeAdminAction(user.email))}
            >
              Remove admin
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
