export type Program = "chromium" | "redis-server" | "nginx";
export type InstallPlan =
  | { action: "none" }
  | { action: "stop"; message: string }
  | { action: "install"; announce: string; commands: string[][] };
export declare function installPlan(options: {
  missing: Program[];
  isRoot: boolean;
  hasSudo: boolean;
  hasApt?: boolean;
}): InstallPlan;
export declare function ensurePrograms(options: { clusterCheck: boolean }): string | undefined;
