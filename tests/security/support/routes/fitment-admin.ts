import type { World } from "../fixtures";
import type { RouteRow } from "../route-row";

export function fitmentAdminRows(_w: World): Record<string, RouteRow> {
  return {};
}
