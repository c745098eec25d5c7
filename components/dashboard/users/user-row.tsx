"use client";

import { accountMessages } from "@/lib/validation/spec-texts";
import type { UserJson } from "@/lib/contract/user";
import { TrashIcon } from "../icons";
import { deleteUserAction, removeAdminAction } from "./user-actions";
import type { UserAction } from "./user-action-dialog";

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
      <th scope="row">{number}</th>
      <td className="truncate font-mono text-xs" title={user.uid || undefined}>
        {user.uid || accountMessages.uidNotAvailable}
      </td>
      <td className="break-all">{user.email}</td>
      <td>
        <span className={`badge ${user.role === "admin" ? "badge-primary" : "badge-neutral"}`}>
          {user.role === "admin" ? "Admin" : "User"}
        </span>
      </td>
      <td>
        <div className="flex items-center gap-1">
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
              className="btn btn-outline btn-xs"
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
