"use client";

import type * as ordersTableRoute from "@/app/api/orders/all/route";
import type * as orderRoute from "@/app/api/orders/[id]/route";
import type * as paidRoute from "@/app/api/orders/paid/[id]/route";
import type * as ordersRoute from "@/app/api/orders/route";
import type * as shippedRoute from "@/app/api/orders/shipped/[id]/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch, type ContractShaped } from "@/lib/client/api";

// Orders: placing one, reading, paying, shipping and deleting it; each answer typed by its
// route's declaration.

/** Manage Orders' call: a page of the table (paging headers), or with `format=csv` its export. */
export const ORDERS_TABLE_PATH = "/api/orders/all";
export type OrdersTableRow = AnswerOf<typeof ordersTableRoute.GET>[number];

/** `GET /api/orders?uid=`: a customer's own orders. */
export const myOrdersPath = (uid: string) => `/api/orders?uid=${encodeURIComponent(uid)}`;
export type MyOrdersAnswer = AnswerOf<typeof ordersRoute.GET>;

export const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;
export type OrderAnswer = AnswerOf<typeof orderRoute.GET>;

export const placeOrder = (uid: string, order: ContractShaped<BodyOf<typeof ordersRoute.POST>>) =>
  apiFetch<AnswerOf<typeof ordersRoute.POST>>(`/api/orders?uid=${encodeURIComponent(uid)}`, {
    method: "POST",
    json: order,
  });

export const getOrder = (id: string) => apiFetch<OrderAnswer>(orderPath(id));

export const deleteOrder = (id: string) =>
  apiFetch<AnswerOf<typeof orderRoute.DELETE>>(orderPath(id), { method: "DELETE" });

/** The booking the customer reports after paying; the server checks the intent itself. */
export const markOrderPaid = (
  id: string,
  booking: ContractShaped<BodyOf<typeof paidRoute.PATCH>>,
) =>
  apiFetch<AnswerOf<typeof paidRoute.PATCH>>(`/api/orders/paid/${encodeURIComponent(id)}`, {
    method: "PATCH",
    json: booking,
  });

export const shipOrder = (id: string, shipment: BodyOf<typeof shippedRoute.PATCH>) =>
  apiFetch<AnswerOf<typeof shippedRoute.PATCH>>(`/api/orders/shipped/${encodeURIComponent(id)}`, {
    method: "PATCH",
    json: shipment,
  });
