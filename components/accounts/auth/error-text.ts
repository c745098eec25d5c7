import { ApiError } from "@/lib/client/api";

const UNREACHABLE = "Could not reach the shop. Please check your connection and try again.";

/** The server's message for a failed call, or a plain one when the request never got an answer. */
export const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : UNREACHABLE;
