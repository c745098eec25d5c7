import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/auth";
import { delegatedRoute } from "@/lib/http/route";

// Auth.js reads its own input and checks its own CSRF token.
export const GET = delegatedRoute("Auth.js", (request) => handlers.GET(request as NextRequest));
export const POST = delegatedRoute("Auth.js", (request) => handlers.POST(request as NextRequest));
