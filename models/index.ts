export * from "./users";
export * from "./parts";
export * from "./orders";
export * from "./payments";
export * from "./password-reset-tokens";
export * from "./reviews";
export * from "./blogs";
export * from "./team-members";
