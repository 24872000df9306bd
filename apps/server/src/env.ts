import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** postgres://... to use PostgreSQL; unset for the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo catalogue into an empty database at start. */
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  /** How long a server-rendered guest page is reused (ms); 0 renders every request. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
  /** Public origin used to check Origin on state-changing calls; defaults to the request's own host. */
  PUBLIC_ORIGIN: z.url().optional(),
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): `loopback` (default) trusts a
   * reverse proxy on this machine only, so a client cannot pick its own address for the per-address
   * limits; `true`, `false`, or addresses, CIDRs and proxy-addr names (loopback, uniquelocal) by commas.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value): boolean | string[] =>
      value === 'true' ? true : value === 'false' ? false : value.split(',').map((part) => part.trim()),
    ),
  /** Key for HMACs of one-time codes; unset: a key generated once into DATA_DIR/app-secret. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** A captcha token that always passes (tests, demos); unset by default, and then no fixed token passes. */
  CAPTCHA_TEST_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** smtp(s)://user:pass@host:port to send e-mail; unset: e-mail lands in the outbox (/dev/outbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Stallhub <no-reply@stallhub.local>'),
  /** An HTTP endpoint taking POST {to, text} as JSON to send SMS; unset: SMS land in the outbox. */
  SMS_PROVIDER_URL: z.url().optional(),
});

export type Env = z.infer<typeof envSchema> & { repoRoot: string };

/** Parses the environment once at boot; a wrong setting stops the start with a message naming it. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty setting means unset (DATABASE_URL= npm start uses PGlite).
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(set);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...result.data, repoRoot };
}
