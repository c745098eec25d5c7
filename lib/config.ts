import "server-only";
import { z } from "zod";
import path from "node:path";
import { loadOrCreateSecret } from "./secret";
import { parseImageHosts } from "./image-hosts";
import { parseTrustedProxies, type TrustedProxies } from "./security/client-address";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** Whether Intl knows the zone (the delivery dates are counted in it). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A whole-number setting in a range, with its default when unset. */
const wholeNumber = (name: string, unit: string, min: number, max: number, fallback: number) =>
  optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: `${name} must be a whole number${unit}` })
      .int(`${name} must be a whole number${unit}`)
      .min(min, `${name} must be at least ${min}`)
      .max(max, `${name} must be at most ${max}`)
      .default(fallback),
  );

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
  AUTH_GOOGLE_ID: optionalText,
  AUTH_GOOGLE_SECRET: optionalText,
  AUTH_GOOGLE_ISSUER: optionalText.pipe(
    z.url({ message: "AUTH_GOOGLE_ISSUER must be an absolute URL" }).optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .url({ protocol: /^smtps?$/, message: "SMTP_URL must be an smtp:// or smtps:// URL" })
      .optional(),
  ),
  MAIL_FROM: optionalText.default("Redline Parts <no-reply@redline-parts.example>"),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  SHIPPING_QUOTE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(300),
  VPIC_DB_DIR: optionalText.default("./.cache/vpic"),
  VIN_LOOKUP_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  SHOP_TIME_ZONE: optionalText.default("America/Chicago").refine(isTimeZone, {
    message: 'SHOP_TIME_ZONE must be an IANA time zone, e.g. "America/Chicago"',
  }),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseTrustedProxies(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  STRIPE_SECRET_KEY: optionalText,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalText.pipe(
    z.url({ message: "STRIPE_API_BASE must be an absolute URL" }).optional(),
  ),
  PAYMENTS_TEST_MODE: z
    .enum(["true", "false", ""], { message: "PAYMENTS_TEST_MODE must be true or false" })
    .optional()
    .transform((value) => value === "true"),
  STRIPE_TAX: z
    .enum(["true", "false", ""], { message: "STRIPE_TAX must be true or false" })
    .optional()
    .transform((value) => value === "true"),
  IMAGE_HOSTS: optionalText,
  ORDER_HOLD_MINUTES: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: "ORDER_HOLD_MINUTES must be a number of minutes" })
      .positive("ORDER_HOLD_MINUTES must be more than 0")
      .max(525_600, "ORDER_HOLD_MINUTES must be at most a year (525600)")
      .default(1440),
  ),
  MAX_UNPAID_ORDERS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: "MAX_UNPAID_ORDERS must be a whole number" })
      .int("MAX_UNPAID_ORDERS must be a whole number")
      .min(1, "MAX_UNPAID_ORDERS must be at least 1")
      .max(1000, "MAX_UNPAID_ORDERS must be at most 1000")
      .default(5),
  ),
  CREDIT_HOLD_DAYS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: "CREDIT_HOLD_DAYS must be a whole number of days" })
      .int("CREDIT_HOLD_DAYS must be a whole number of days")
      .min(0, "CREDIT_HOLD_DAYS must be at least 0")
      .max(365, "CREDIT_HOLD_DAYS must be at most 365")
      .default(30),
  ),
  FLEET_GARAGE_LIMIT: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: "FLEET_GARAGE_LIMIT must be a whole number" })
      .int("FLEET_GARAGE_LIMIT must be a whole number")
      .min(1, "FLEET_GARAGE_LIMIT must be at least 1")
      .max(100_000, "FLEET_GARAGE_LIMIT must be at most 100000")
      .default(1000),
  ),
  RETURN_DAYS: wholeNumber("RETURN_DAYS", " of days", 1, 3650, 30),
  CORE_RETURN_DAYS: wholeNumber("CORE_RETURN_DAYS", " of days", 1, 3650, 90),
  RESTOCKING_FEE_PERCENT: wholeNumber("RESTOCKING_FEE_PERCENT", " (percent)", 0, 100, 15),
  FITMENT_REVIEW_THRESHOLD: wholeNumber("FITMENT_REVIEW_THRESHOLD", "", 1, 1000, 3),
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, message: "REDIS_URL must be a redis:// URL" }).optional(),
  ),
  JOB_WORKERS: optionalText.pipe(
    z.enum(["in-app", "off"], { message: "JOB_WORKERS must be in-app or off" }).default("in-app"),
  ),
});

export type AppConfig = {
  nodeEnv: "development" | "production" | "test";
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  siteUrl: string;
  authSecret: () => string;
  /** Google sign-in, when both its id and secret are set; the issuer is overridable for tests. */
  google: { clientId: string; clientSecret: string; issuer: string | undefined } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Whether the app's process runs the job workers (off: `npm run worker` processes do). */
  jobWorkersInApp: boolean;
  /** Login, sign-up and reset attempts allowed per IP and per email in 15 minutes. */
  authAttemptsPerWindow: number;
  /** Shipping quotes allowed per IP in 15 minutes (the cart asks one per ZIP typed). */
  shippingQuotesPerWindow: number;
  /** VIN lookups allowed per IP in 15 minutes (each decodes a VIN; the fields ask one per VIN). */
  vinLookupsPerWindow: number;
  /** Where VIN decoding keeps its unpacked, indexed copy of corgi's vPIC tables. */
  vpicDbDir: string;
  /** The shop's time zone: its order cut-off hour and business days are counted there. */
  shopTimeZone: string;
  /** The proxies allowed to name the client in X-Forwarded-For (none: the socket's peer is). */
  trustedProxies: TrustedProxies;
  /** Hosts whose image URLs a product may use; uploads and our own images are always allowed. */
  imageHosts: string[];
  /** How long an unpaid order holds its stock before it expires (fractions allowed). */
  orderHoldMinutes: number;
  /** Unpaid, unexpired orders a customer may have at once. */
  maxUnpaidOrders: number;
  /** Days past its due date after which an unpaid invoice stops its company buying on account. */
  creditHoldDays: number;
  /** Vehicles a company's shared garage holds (a person's holds GARAGE_MAX). */
  fleetGarageLimit: number;
  /** Days after delivery within which a bought part may be returned. */
  returnDays: number;
  /** Days after delivery within which a core may come back for its deposit. */
  coreReturnDays: number;
  /** Percent of the price kept when a part returned as not needed is refunded. */
  restockingFeePercent: number;
  /** Wrong-part returns of one part in 90 days that flag it for a fitment review. */
  fitmentReviewThreshold: number;
  /** Card payments through Stripe when both keys are set; otherwise the built-in test provider. */
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        apiBase: URL | undefined;
      }
    | undefined;
  /** The operator's explicit consent to the built-in test provider on a production server. */
  paymentsTestMode: boolean;
  /** Stripe Tax reckons the tax instead of the shop's rates table (needs the Stripe keys). */
  stripeTax: boolean;
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
  if (values.STRIPE_TAX && !(values.STRIPE_SECRET_KEY && values.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY))
    throw new Error(
      "Invalid configuration:\n  STRIPE_TAX: Stripe Tax needs STRIPE_SECRET_KEY and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
    );
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    port: values.PORT,
    siteUrl: (values.SITE_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    authSecret: () => values.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    google:
      values.AUTH_GOOGLE_ID && values.AUTH_GOOGLE_SECRET
        ? {
            clientId: values.AUTH_GOOGLE_ID,
            clientSecret: values.AUTH_GOOGLE_SECRET,
            issuer: values.AUTH_GOOGLE_ISSUER,
          }
        : undefined,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    redisUrl: values.REDIS_URL,
    jobWorkersInApp: values.JOB_WORKERS === "in-app",
    authAttemptsPerWindow: values.AUTH_RATE_LIMIT,
    shippingQuotesPerWindow: values.SHIPPING_QUOTE_RATE_LIMIT,
    vinLookupsPerWindow: values.VIN_LOOKUP_RATE_LIMIT,
    vpicDbDir: path.resolve(values.VPIC_DB_DIR),
    shopTimeZone: values.SHOP_TIME_ZONE,
    trustedProxies: values.TRUSTED_PROXIES,
    imageHosts: parseImageHosts(values.IMAGE_HOSTS),
    orderHoldMinutes: values.ORDER_HOLD_MINUTES,
    maxUnpaidOrders: values.MAX_UNPAID_ORDERS,
    creditHoldDays: values.CREDIT_HOLD_DAYS,
    fleetGarageLimit: values.FLEET_GARAGE_LIMIT,
    returnDays: values.RETURN_DAYS,
    coreReturnDays: values.CORE_RETURN_DAYS,
    restockingFeePercent: values.RESTOCKING_FEE_PERCENT,
    fitmentReviewThreshold: values.FITMENT_REVIEW_THRESHOLD,
    stripe:
      values.STRIPE_SECRET_KEY && values.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            publishableKey: values.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            apiBase: values.STRIPE_API_BASE ? new URL(values.STRIPE_API_BASE) : undefined,
          }
        : undefined,
    paymentsTestMode: values.PAYMENTS_TEST_MODE,
    stripeTax: values.STRIPE_TAX,
  };
}

let cached: AppConfig | undefined;

/** Tests that change the environment read it afresh. */
export function resetConfigForTests(): void {
  cached = undefined;
}

export function config(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
