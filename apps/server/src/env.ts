import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** postgres://... to use PostgreSQL; unset for the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * redis:// or rediss://... to keep rate limits and the site's signals in Redis; unset: in the database
   * (docs/decisions/090). Keys and channels start with REDIS_PREFIX, so sites can share one Redis.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z.string().min(1).default('stallhub:'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /**
   * Where pictures are stored and served from; unset: DATA_DIR/storage. Processes on several machines
   * mount one shared directory here, so a picture stored by one is served and described by all.
   */
  STORAGE_DIR: z.string().min(1).optional(),
  /**
   * What this process does (decision 088): `web` answers requests, `worker` runs the background work (jobs,
   * the item-change feed's consumers, listing sync, refunds), `all` both. Web or worker alone needs
   * DATABASE_URL: PGlite belongs to one process.
   */
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  /**
   * How many request-answering processes this start forks on PostgreSQL (sharing PORT); unset: one per
   * core. PGlite runs one.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo catalogue into an empty database at start. */
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  /** How long a server-rendered guest page is reused (ms); 0 renders every request. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
  SEARCH_ENGINE: z.enum(['memory', 'postgres']).default('memory'),
  /**
   * Save the search copy and the image index as snapshots in DATA_DIR and start from them (decision 094):
   * `on` by default; `off` builds both from the database at every start (tests sharing one DATA_DIR).
   */
  SNAPSHOTS: z.enum(['on', 'off']).default('on'),
  /** How often item writes are fed into the search index (ms); 0 stops the feed (tests drain it themselves). */
  SEARCH_FEED_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  /**
   * Batch uploads' and listing syncs' job workers (docs/decisions/045, 057): pushes at once in this process
   * (0 starts neither; refunds run one at a time regardless), how
   * long a claim holds a job, how often an idle worker looks for due jobs, and the first retry's backoff.
   */
  LISTING_BATCH_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(4),
  JOB_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(1).max(600_000).default(2_000),
  JOB_RETRY_MAX_MS: z.coerce.number().int().min(1).max(3_600_000).default(300_000),
  /**
   * The site's address: links in mail and callbacks, the only Origin state-changing calls may come from, and
   * (with the loopback names) the only Host served; unset: http://localhost:PORT and 127.0.0.1 (decision 078).
   */
  PUBLIC_ORIGIN: z.url().optional(),
  /**
   * Which proxies' X-Forwarded-For and X-Forwarded-Proto to believe (Fastify's trustProxy): `loopback`
   * (default) trusts a reverse proxy on this machine only, so a client cannot pick its own address for the
   * per-address limits, nor claim https to get HSTS; `true`, `false`, or addresses, CIDRs and proxy-addr
   * names (loopback, uniquelocal) by commas.
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
  /** Google sign-in (OpenID Connect); unset client id: a local provider on this machine stands in. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** The platforms' OAuth 2 (RFC 8414 metadata at the issuer); unset client id: the platform sandbox. */
  TAOBAO_CLIENT_ID: z.string().min(1).optional(),
  TAOBAO_CLIENT_SECRET: z.string().min(1).optional(),
  TAOBAO_ISSUER: z.url().optional(),
  WECHAT_CLIENT_ID: z.string().min(1).optional(),
  WECHAT_CLIENT_SECRET: z.string().min(1).optional(),
  WECHAT_ISSUER: z.url().optional(),
  /**
   * Listing into sellers' shops (spec 2): per platform, our application's id and secret and the platform's
   * open API address; unset client id: the platform sandbox plays that platform.
   */
  TAOBAO_SHOP_CLIENT_ID: z.string().min(1).optional(),
  TAOBAO_SHOP_CLIENT_SECRET: z.string().min(1).optional(),
  TAOBAO_OPEN_API_URL: z.url().optional(),
  TMALL_SHOP_CLIENT_ID: z.string().min(1).optional(),
  TMALL_SHOP_CLIENT_SECRET: z.string().min(1).optional(),
  TMALL_OPEN_API_URL: z.url().optional(),
  DOUYIN_SHOP_CLIENT_ID: z.string().min(1).optional(),
  DOUYIN_SHOP_CLIENT_SECRET: z.string().min(1).optional(),
  DOUYIN_OPEN_API_URL: z.url().optional(),
  PINDUODUO_SHOP_CLIENT_ID: z.string().min(1).optional(),
  PINDUODUO_SHOP_CLIENT_SECRET: z.string().min(1).optional(),
  PINDUODUO_OPEN_API_URL: z.url().optional(),
  KUAISHOU_SHOP_CLIENT_ID: z.string().min(1).optional(),
  KUAISHOU_SHOP_CLIENT_SECRET: z.string().min(1).optional(),
  KUAISHOU_OPEN_API_URL: z.url().optional(),
  XIAOHONGSHU_SHOP_CLIENT_ID: z.string().min(1).optional(),
  XIAOHONGSHU_SHOP_CLIENT_SECRET: z.string().min(1).optional(),
  XIAOHONGSHU_OPEN_API_URL: z.url().optional(),
  /**
   * The payment gateway (docs/decisions/023-payments.md): its address, our merchant id and the shared
   * HMAC secret; unset: the platform sandbox's payment pages stand in, with a secret made at start.
   */
  PAYMENT_GATEWAY_URL: z.url().optional(),
  PAYMENT_MERCHANT_ID: z.string().min(1).optional(),
  PAYMENT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Ports of the local stand-ins (127.0.0.1 only); unset: PORT + 1 and PORT + 2, or a free port when taken. */
  LOCAL_OIDC_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  PLATFORM_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
});

const envSchema = envFields.superRefine((env, context) => {
  // A partner is either fully configured or left to its local stand-in: half a configuration is a mistake.
  const needs = {
    GOOGLE_CLIENT_ID: ['GOOGLE_CLIENT_SECRET'],
    TAOBAO_CLIENT_ID: ['TAOBAO_CLIENT_SECRET', 'TAOBAO_ISSUER'],
    WECHAT_CLIENT_ID: ['WECHAT_CLIENT_SECRET', 'WECHAT_ISSUER'],
    PAYMENT_GATEWAY_URL: ['PAYMENT_MERCHANT_ID', 'PAYMENT_SECRET'],
    TAOBAO_SHOP_CLIENT_ID: ['TAOBAO_SHOP_CLIENT_SECRET', 'TAOBAO_OPEN_API_URL'],
    TMALL_SHOP_CLIENT_ID: ['TMALL_SHOP_CLIENT_SECRET', 'TMALL_OPEN_API_URL'],
    DOUYIN_SHOP_CLIENT_ID: ['DOUYIN_SHOP_CLIENT_SECRET', 'DOUYIN_OPEN_API_URL'],
    PINDUODUO_SHOP_CLIENT_ID: ['PINDUODUO_SHOP_CLIENT_SECRET', 'PINDUODUO_OPEN_API_URL'],
    KUAISHOU_SHOP_CLIENT_ID: ['KUAISHOU_SHOP_CLIENT_SECRET', 'KUAISHOU_OPEN_API_URL'],
    XIAOHONGSHU_SHOP_CLIENT_ID: ['XIAOHONGSHU_SHOP_CLIENT_SECRET', 'XIAOHONGSHU_OPEN_API_URL'],
  } as const;
  for (const [id, required] of Object.entries(needs)) {
    if (env[id as keyof typeof needs] === undefined) continue;
    for (const name of required) {
      if (env[name] === undefined)
        context.addIssue({ code: 'custom', path: [name], message: `required with ${id}` });
    }
  }
  // PGlite is a file one process holds: a site of several processes shares PostgreSQL.
  if (!env.DATABASE_URL && env.ROLE !== 'all') {
    context.addIssue({
      code: 'custom',
      path: ['ROLE'],
      message: `${env.ROLE} alone needs DATABASE_URL (the embedded PGlite runs every role in one process)`,
    });
  }
  if (!env.DATABASE_URL && (env.WEB_CONCURRENCY ?? 1) > 1) {
    context.addIssue({
      code: 'custom',
      path: ['WEB_CONCURRENCY'],
      message: 'more than one process needs DATABASE_URL (the embedded PGlite runs in one process)',
    });
  }
});

export type Env = Omit<z.infer<typeof envSchema>, 'STORAGE_DIR'> & { STORAGE_DIR: string; repoRoot: string };

/** Parses the environment once at boot; a wrong setting stops the start with a message naming it. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty setting means unset (DATABASE_URL= npm start uses PGlite).
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(set);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const { DATA_DIR, STORAGE_DIR = path.join(DATA_DIR, 'storage') } = result.data;
  return { ...result.data, STORAGE_DIR, repoRoot };
}
