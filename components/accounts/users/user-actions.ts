"use client";

import { deleteUser, setAdminRole } from "@/domains/accounts/client";
import { accountMessages } from "@/domains/accounts";
import type { UserAction } from "./user-action-dialog";

export const deleteUserAction = (email: string): UserAction => ({
  title: accountMessages.deleteUserTitle,
  text: accountMessages.deleteUserText(email),
  confirmLabel: "Delete",
  run: async () => (await deleteUser(email)).deletedCount > 0,
  done: accountMessages.userDeleted(email),
  notDone: accountMessages.userNotDeleted(email),
});

export const removeAdminAction = (email: string): UserAction => ({
  title: accountMessages.removeAdminTitle,
  text: accountMessages.removeAdminText(email),
  confirmLabel: "Remove admin",
  run: async () => (await setAdminRole({ email, admin: false })).modifiedCount > 0,
  done: accountMessages.adminRemoved(email),
  notDone: accountMessages.adminNotRemoved(email),
});
