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
import { apiFetch } from "./api";

// Accounts: signing in and out, passwords, profiles and the admins' user changes; each answer
// typed by its route's declaration.

/** Manage Users' call: a page of the table (paging headers), or with `format=csv` its export. */
export const USERS_TABLE_PATH = "/api/users/all";
export type UsersTableRow = AnswerOf<typeof usersTableRoute.GET>[number];

export const logIn = (credentials: BodyOf<typeof loginRoute.POST>) =>
  apiFetch<AnswerOf<typeof loginRoute.POST>>("/api/account/login", {
    method: "POST",
    json: credentials,
  });

export const signUp = (account: BodyOf<typeof signUpRoute.POST>) =>
  apiFetch<AnswerOf<typeof signUpRoute.POST>>("/api/account/signup", {
    method: "POST",
    json: account,
  });

export const logOut = () =>
  apiFetch<AnswerOf<typeof logoutRoute.POST>>("/api/account/logout", { method: "POST" });

export const askForPasswordReset = (request: BodyOf<typeof resetRoute.POST>) =>
  apiFetch<AnswerOf<typeof resetRoute.POST>>("/api/account/password-reset", {
    method: "POST",
    json: request,
  });

export const setNewPassword = (reset: BodyOf<typeof passwordRoute.POST>) =>
  apiFetch<AnswerOf<typeof passwordRoute.POST>>("/api/account/password", {
    method: "POST",
    json: reset,
  });

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
