"use client";

import { useState } from "react";
import useSWR from "swr";
import type { UserJson } from "@/lib/contract/user";
import { accountMessages } from "@/lib/validation/spec-texts";
import { ErrorState } from "../error-state";
import { TrashIcon } from "../icons";
import { DeleteUserDialog } from "./delete-user-dialog";

const COLUMNS = ["No", "Uid", "Email", "Role", "Action"];

/** Manage Users: every account, its role, and a delete that asks first. */
export function UsersTable() {
  const { data, error, isLoading, mutate } = useSWR<UserJson[], Error>("/api/users/all");
  const [toDelete, setToDelete] = useState<string | null>(null);

  if (error && !data) return <ErrorState message={error.message} onRetry={() => void mutate()} />;

  return (
    <>
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
        <table className="table table-zebra table-sm sm:table-md" aria-busy={isLoading}>
          <caption className="sr-only">All users</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {isLoading || !data ? (
              <SkeletonRows />
            ) : (
              data.map((user, index) => (
                <tr key={user._id}>
                  <th scope="row">{index + 1}</th>
                  <td
                    className="max-w-28 truncate font-mono text-xs sm:max-w-40"
                    title={user.uid || undefined}
                  >
                    {user.uid || accountMessages.uidNotAvailable}
                  </td>
                  <td className="whitespace-nowrap">{user.email}</td>
                  <td>
                    <span
                      className={`badge ${user.role === "admin" ? "badge-primary" : "badge-neutral"}`}
                    >
                      {user.role === "admin" ? "Admin" : "User"}
                    </span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm btn-square text-error"
                      aria-label={`Delete ${user.email}`}
                      onClick={() => setToDelete(user.email)}
                    >
                      <TrashIcon className="h-5 w-5" />
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <DeleteUserDialog
        email={toDelete}
        onClose={() => setToDelete(null)}
        onDone={() => mutate()}
      />
    </>
  );
}

function SkeletonRows() {
  return [0, 1, 2, 3].map((row) => (
    <tr key={row} aria-hidden="true">
      {COLUMNS.map((column) => (
        <td key={column}>
          <div className="skeleton h-4 w-full min-w-8" />
        </td>
      ))}
    </tr>
  ));
}
