/**
 * The only reader of process.env. Every setting is parsed here, once, at start;
 * a bad value stops the start with a message naming the variable.
 */
import { z } from 'zod';
import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { isCurrencyCode } from '../domain/money.ts';
import { isSingleLine } from '../domain/schemas/text.ts';
import { isTimeZone } from '../domain/time-zone.ts';
import type { StripeSettings } from './services/payments/index.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * The seller's first defaults (decision record 035): the shop's postal address, one line a part
 * (SHOP_ADDRESS separates them with `;`), and where customers write and call. The owner's shop
 * settings replace them; until then invoices, packing slips and e-mails print these.
 */
export const DEFAULT_SHOP_ADDRESS = ['1120 NW Couch Street, Suite 410', 'Portland, OR 97209', 'United States'] as const;
export const DEFAULT_SHOP_EMAIL = 'care@lumenandloom.com';
export const DEFAULT_SHOP_PHONE = '+1 (503) 555-0142';

const postgresUrl = optionalText.pipe(
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATABASE_URL: postgresUrl,
    /**
     * The role that owns the tables and runs the migrations, when DATABASE_URL's role is the shop's
     * own and owns nothing (decision record 058, README "Two database roles").
     */
    DATABASE_OWNER_URL: postgresUrl,
    DATA_DIR: z.string().trim().min(1).default('./.data'),
    /** A folder holding pg_dump and pg_restore, looked in first by `npm run db:backup` and `db:restore` (decision record 031). */
    PG_BIN: optionalText,
    SHOP_NAME: z.string().trim().min(1).max(60).default('Lumen & Loom'),
    SHOP_ADDRESS: optionalText
      .pipe(z.string().max(300, 'must be at most 300 characters').optional())
      .transform((value) =>
        value === undefined
          ? [...DEFAULT_SHOP_ADDRESS]
          : value
              .split(';')
              .map((line) => line.trim())
              .filter(Boolean),
      )
      .refine((lines) => lines.length > 0 && lines.length <= 6 && lines.every((line) => line.length <= 80 && isSingleLine(line)), {
        message: 'must be one to six lines of at most 80 characters, separated by ";"',
      }),
    SHOP_EMAIL: z.email('must be an e-mail address').default(DEFAULT_SHOP_EMAIL),
    SHOP_PHONE: z.string().trim().max(40, 'must be at most 40 characters').refine(isSingleLine, 'must be on one line').default(DEFAULT_SHOP_PHONE),
    /** The shop's time zone until the owner saves their own (an IANA name; decision record 038). */
    SHOP_TIME_ZONE: z.string().trim().refine(isTimeZone, 'must be an IANA time zone such as America/Los_Angeles').default('UTC'),
    SHOP_CURRENCY: z.string().trim().toUpperCase().refine(isCurrencyCode, 'must be a three-letter ISO 4217 currency code such as USD').default('USD'),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** The key of the staff's two-factor secrets, apart from JWT_SECRET (issue 37); unset, generated in DATA_DIR. */
    TWO_FACTOR_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    /** The public address of the shop, used in e-mailed links and canonical URLs, and every request's origin (server/public-origin.ts). */
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    /** Where `react-router build` wrote the app (BUILD_DIR at build time too). */
    BUILD_DIR: z.string().trim().min(1).default('build'),
    /**
     * Reverse proxies whose X-Forwarded-For is believed, and X-Forwarded-Proto and X-Forwarded-Host
     * when PUBLIC_URL is unset (server/public-origin.ts): comma-separated addresses or CIDR ranges,
     * or `loopback`, `uniquelocal`. Empty: the socket's peer is the client.
     */
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine((list) => {
        try {
          proxyaddr.compile(list);
          return true;
        } catch {
          return false;
        }
      }, 'must be comma-separated IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)'),
    /** How many megabytes shoppers' photos (contact and custom-design requests) may fill together. */
    UPLOADS_QUOTA_MB: z.coerce
      .number()
      .int('must be a whole number of megabytes')
      .positive('must be a whole number of megabytes')
      .max(1024 * 1024)
      .default(1024),
    /** Skip seeding the sample catalogue (a shop owner with their own catalogue). */
    SEED_SAMPLE_CATALOG: z.enum(['true', 'false']).default('true'),
    /**
     * The first owner's account, made at a start while the shop has no owner; an existing account
     * is never changed by them (decision record 021).
     */
    ADMIN_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalText,
    /**
     * One-shot: any value not used before makes ADMIN_EMAIL the owner again with ADMIN_PASSWORD
     * (enabled, sessions ended), once; a value already used does nothing.
     */
    ADMIN_RESET: optionalText,
    /**
     * How often every scheduled job runs (payment captures, reconciliation, bank transfer reminders
     * and cancellations), in seconds; unset, each job's own period (one to five minutes).
     */
    SCHEDULED_WORK_EVERY_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(1).max(3600).optional(),
    /** The bearer token GET /metrics asks for (decision record 030); unset, /metrics answers 404. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
    /**
     * Stripe card payments (decision record 025): offered when both the secret key and the webhook
     * signing secret are set. STRIPE_API_URL points the official library at another base URL (a
     * test server, stripe-mock); unset, api.stripe.com.
     */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: optionalText.pipe(
      z
        .string()
        .regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an http:// or https:// base URL such as https://api.stripe.com')
        .optional(),
    ),
  })
  .refine((env) => env.DATABASE_OWNER_URL === undefined || env.DATABASE_URL !== undefined, {
    message: 'DATABASE_OWNER_URL goes with DATABASE_URL (the role the shop serves with): set it too',
    path: ['DATABASE_URL'],
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => (env.STRIPE_SECRET_KEY === undefined) === (env.STRIPE_WEBHOOK_SECRET === undefined), {
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both (Stripe is offered) or neither',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })
  .refine((env) => env.ADMIN_RESET === undefined || env.ADMIN_EMAIL !== undefined, {
    message: 'ADMIN_RESET resets the owner ADMIN_EMAIL and ADMIN_PASSWORD name: set them too',
    path: ['ADMIN_RESET'],
  });

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** The owning role's address, for the migrations and the backups (DATABASE_OWNER_URL). */
  databaseOwnerUrl: string | undefined;
  dataDir: string;
  pgBin: string | undefined;
  shopName: string;
  shopAddress: string[];
  /** The seller's e-mail address and phone for customers, until the owner saves their own. */
  shopEmail: string;
  shopPhone: string;
  /** The shop's time zone until the owner saves their own (SHOP_TIME_ZONE, UTC by default). */
  shopTimeZone: string;
  currency: string;
  jwtSecret: string | undefined;
  twoFactorKey: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string | undefined;
  seedSampleCatalog: boolean;
  buildDir: string;
  trustedProxies: string[];
  uploadsQuotaBytes: number;
  admin: { email: string; password: string; reset?: string } | undefined;
  /** Stripe's keys and base URL, when both keys are set: never logged, answered or audited. */
  stripe: StripeSettings | undefined;
  /** METRICS_TOKEN: never logged nor answered. */
  metricsToken: string | undefined;
  /** SCHEDULED_WORK_EVERY_SECONDS in milliseconds, when set. */
  scheduledWorkEveryMs: number | undefined;
};

export class EnvError extends Error {}

/** Parses an environment (process.env by default); throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databaseOwnerUrl: env.DATABASE_OWNER_URL,
    dataDir: path.resolve(env.DATA_DIR),
    pgBin: env.PG_BIN === undefined ? undefined : path.resolve(env.PG_BIN),
    shopName: env.SHOP_NAME,
    shopAddress: env.SHOP_ADDRESS,
    shopEmail: env.SHOP_EMAIL,
    shopPhone: env.SHOP_PHONE,
    shopTimeZone: env.SHOP_TIME_ZONE,
    currency: env.SHOP_CURRENCY,
    jwtSecret: env.JWT_SECRET,
    twoFactorKey: env.TWO_FACTOR_KEY,
    smtpUrl: env.SMTP_URL,
    publicUrl: env.PUBLIC_URL,
    seedSampleCatalog: env.SEED_SAMPLE_CATALOG === 'true',
    buildDir: path.resolve(env.BUILD_DIR),
    trustedProxies: env.TRUSTED_PROXIES,
    uploadsQuotaBytes: env.UPLOADS_QUOTA_MB * 1024 * 1024,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, ...(env.ADMIN_RESET ? { reset: env.ADMIN_RESET } : {}) }
        : undefined,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
        : undefined,
    metricsToken: env.METRICS_TOKEN,
    scheduledWorkEveryMs: env.SCHEDULED_WORK_EVERY_SECONDS === undefined ? undefined : env.SCHEDULED_WORK_EVERY_SECONDS * 1000,
  };
}
