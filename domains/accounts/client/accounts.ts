"use client";

import type * as loginRoute from "@/app/api/account/login/route";
import type * as logoutRoute from "@/app/api/account/logout/route";
import type * as passwordRoute from "@/app/api/account/password/route";
import type * as resetRoute from "@/app/api/account/password-reset/route";
import type * as signUpRoute from "@/app/api/account/signup/route";
import type * as userRoute from "@/app/api/user/[email]/route";
import type * as adminRoleRoute from "@/app/api/user/admin/route";
import type * as usersTableRoute from "@/app/api/users/all/route";
import type * as profileRoute from "@/app/api/users/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch, postTo } from "@/lib/client/api";

// Accounts: signing in and out, passwords, profiles and the admins' user changes; each answer
// typed by its route's declaration.

/** Manage Users' call: a page of the table (paging headers), or with `format=csv` its export. */
export const USERS_TABLE_PATH = "/api/users/all";
export type UsersTableRow = AnswerOf<typeof usersTableRoute.GET>[number];

export const logIn = postTo<typeof loginRoute.POST>("/api/account/login");

export const signUp = postTo<typeof signUpRoute.POST>("/api/account/signup");

export const logOut = () =>
  apiFetch<AnswerOf<typeof logoutRoute.POST>>("/api/account/logout", { method: "POST" });

export const askForPasswordReset = postTo<typeof resetRoute.POST>("/api/account/password-reset");

export const setNewPassword = postTo<typeof passwordRoute.POST>("/api/account/password");

/** `GET /api/users?uid=`: the profile as the contract lists it (an array of one). */
export const profilePath = (uid: string) => `/api/users?uid=${encodeURIComponent(uid)}`;
export type ProfileAnswer = AnswerOf<typeof profileRoute.GET>;

export const updateProfile = (uid: string, profile: BodyOf<typeof profileRoute.PATCH>) =>
  apiFetch<AnswerOf<typeof profileRoute.PATCH>>(profilePath(uid), {
    method: "PATCH",
    json: profile,
  });

export const deleteUser = (email: string) =>
  apiFetch<AnswerOf<typeof userRoute.DELETE>>(`/api/user/${encodeURIComponent(email)}`, {
    method: "DELETE",
  });

export const setAdminRole = (change: BodyOf<typeof adminRoleRoute.PUT>) =>
  apiFetch<AnswerOf<typeof adminRoleRoute.PUT>>("/api/user/admin", { method: "PUT", json: change });
