import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { listTeam } from "@/lib/services/team";

export async function GET() {
  return handle(async () => NextResponse.json(await listTeam()));
}
