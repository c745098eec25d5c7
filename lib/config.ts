import "server-only";
import { z } from "zod";
import path from "node:path";
import { loadOrCreateSecret } from "./secret";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalText.pipe(
    z
      .url({ protocol: /^postgres(ql)?$/, message: "DATABASE_URL must be a postgres:// URL" })
      .optional(),
  ),
  DATA_DIR: optionalText.default("./data"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: optionalText.pipe(z.url({ message: "SITE_URL must be an absolute URL" }).optional()),
  AUTH_SECRET: optionalText.pipe(
    z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  ),
});

export type AppConfig = {
  nodeEnv: "development" | "production" | "test";
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  siteUrl: string;
  authSecret: () => string;
};

export function parseConfig(env: NodeJS.ProcessEnv): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    port: values.PORT,
    siteUrl: (values.SITE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    authSecret: () => values.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
  };
}

let cached: AppConfig | undefined;

export function config(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
