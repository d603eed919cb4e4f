// Configuration: the only module that reads process.env. Parsed once by zod at start; a bad value
// stops start-up with a one-line message naming the variable (issue #2).
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

// A postal address written on one line, its lines separated by ';' (1 to 5 lines).
const addressLines = z
  .string()
  .refine(
    (v) => splitAddress(v).length >= 1 && splitAddress(v).length <= 5,
    'must be 1 to 5 lines separated by ";"',
  );

/** 'PO Box 645120; Pittsburgh, PA 15264-5120' -> ['PO Box 645120', 'Pittsburgh, PA 15264-5120']. */
function splitAddress(value: string): string[] {
  return value
    .split(';')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** An address (IPv4 or IPv6) or a CIDR range such as 10.0.0.0/8 or fd00::/8. */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

const booleanFlag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default(fallback)
    .transform((v) => v === 'true');

const port = z.coerce
  .number({ message: 'must be a port number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // Issue 27: connections each API process or worker keeps open to PostgreSQL for its queries
  // (pg-boss's own 2 and a LISTEN come on top; README "Running in production" does the sum).
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a number of connections' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 500')
    .max(500, 'must be between 1 and 500')
    .default(10),
  // Issue 27: a streaming replica of DATABASE_URL's primary for catalogue, search and content reads
  // (ADR 0037); a buyer's transaction still reads the primary.
  DATABASE_REPLICA_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/.+/.test(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Meridian Medical Supply <orders@meridian-medical.example>'),
  LOG_LEVEL: LogLevel.default('info'),
  // Issue 27: one JSON line per finished request at info, with its id. On unless turned off;
  // `npm start` (the demo a new user runs, scripts/start.ts) turns it off to keep its terminal readable.
  LOG_REQUESTS: booleanFlag('true'),
  // Issue 27: Prometheus metrics on a port of their own (unset: no metrics server), on loopback
  // unless told otherwise: the numbers are for the operator's scraper, not for the internet.
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // Issue 27: how long SIGTERM waits for in-flight requests and running jobs before it gives up and
  // exits 1. Keep it below the process manager's stop timeout (deploy/: TimeoutStopSec=35).
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(1000, 'must be between 1000 and 600000')
    .max(600_000, 'must be between 1000 and 600000')
    .default(25_000),
  STORE_NAME: z.string().min(1).default('Meridian Medical Supply'),
  // The specs' {provider}, {phone} and {email} placeholders: fictional defaults.
  STORE_PROVIDER: z.string().min(1).default('Meridian'),
  SUPPORT_PHONE: z.string().min(1).default('1-800-555-0142'),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@meridian-medical.example'),
  CHECKOUT_PHONE: z.string().min(1).default('1-800-555-0199'),
  // Documents (issue 18 point 2): the letterhead's postal address and where payments are sent.
  // Address lines are separated by ';'. Fictional defaults.
  STORE_ADDRESS: addressLines.default('2150 Commerce Park Drive, Suite 300; Columbus, OH 43219'),
  REMIT_TO_NAME: z.string().min(1).default('Meridian Medical Supply, Accounts Receivable'),
  REMIT_TO_ADDRESS: addressLines.default('PO Box 645120; Pittsburgh, PA 15264-5120'),
  PUBLIC_URL: z.url('must be a URL').optional(),
  CUSTOMER_APPLICATION_URL: z
    .url('must be a URL')
    .default('https://forms.meridian-medical.example/customer-application'),
  // Seed the demo store into an empty database at start (npm start); tests turn it off.
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_ITEMS: z.coerce.number().int().min(50).max(500_000).default(2500),
  // service spec §7 getConvenienceFeeRate / §9: the card convenience fee, in percent of the total.
  // Issue 16 point 6: X-Forwarded-For is believed only from these addresses (the load balancer's);
  // unset, the client address is the connection's own, so nobody can choose theirs.
  TRUSTED_PROXIES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isAddressOrRange), 'must be addresses or CIDR ranges, separated by commas')
    .optional(),
  // Server-Timing reveals how long each answer took (issue 16: not in production); the bench and
  // `npm run dev` turn it on.
  SERVER_TIMING: booleanFlag('false'),
  // Browser journeys run the due subscription orders now instead of at the job's next 10-minute
  // mark (POST /api/test/subscriptions/runDue; ADR 0026). Never in production.
  TEST_HOOKS: booleanFlag('false'),
  // ADR 0060: a route that answers a refusal its descriptor does not list fails with 500 (the test
  // suite turns it on); REFUSAL_LOG appends each coded refusal answered to a file, to write the
  // lists from. Never in production.
  CHECK_REFUSALS: booleanFlag('false'),
  REFUSAL_LOG: z.string().optional(),
  CONVENIENCE_FEE_RATE: z.coerce
    .number({ message: 'must be a percentage such as 3 or 2.5' })
    .min(0, 'must be between 0 and 100')
    .max(100, 'must be between 0 and 100')
    .default(3),
  // ADR 0022: `npm run dev` serves the storefront from Vite's dev server (middleware mode, React
  // Refresh) instead of the built files.
  WEB_DEV: booleanFlag('false'),
  // ADR 0036: the API works the job queues unless this leaves them to workers (npm run worker).
  WORK_JOBS: booleanFlag('true'),
});

// On the embedded database no worker can run beside the API (PGlite is one process's), so an API
// that left the queues would leave every mail and notification unsent.
const CheckedEnvSchema = EnvSchema.refine((env) => env.WORK_JOBS || env.DATABASE_URL !== undefined, {
  path: ['WORK_JOBS'],
  message: 'false needs DATABASE_URL (PostgreSQL): on the embedded database no worker can run beside the API',
})
  .refine((env) => env.METRICS_PORT !== env.PORT, {
    path: ['METRICS_PORT'],
    message: 'must differ from PORT (metrics are served by a server of their own)',
  })
  // A replica copies a PostgreSQL primary; the embedded database has none to copy.
  .refine((env) => env.DATABASE_REPLICA_URL === undefined || env.DATABASE_URL !== undefined, {
    path: ['DATABASE_REPLICA_URL'],
    message: 'needs DATABASE_URL: a replica copies a PostgreSQL primary, and the embedded database has none',
  });

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  /** Undefined: embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** A streaming replica of databaseUrl for reads that may be a moment behind (ADR 0037); needs databaseUrl. */
  databaseReplicaUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof LogLevel>;
  /** One info line per finished request (LOG_REQUESTS). */
  logRequests: boolean;
  /** PostgreSQL connections this process pools for its queries (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Where this process serves Prometheus metrics; undefined: it does not. */
  metrics: { port: number; host: string } | undefined;
  /** SIGTERM's deadline for in-flight requests and running jobs (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  store: {
    name: string;
    provider: string;
    supportPhone: string;
    supportEmail: string;
    checkoutPhone: string;
    /** The letterhead's postal address, one entry per line (documents). */
    address: string[];
    /** Where customers send payments (documents' remit-to). */
    remitTo: { name: string; address: string[] };
    publicUrl: string;
    customerApplicationUrl: string;
  };
  seedDemo: boolean;
  seedItems: number;
  /** Card convenience fee in percent (service spec §9), e.g. 3. */
  convenienceFeeRatePercent: number;
  /** ADR 0022: serve the storefront from Vite's dev server (`npm run dev`). */
  webDev: boolean;
  /** Proxies whose X-Forwarded-For is believed; empty: none. */
  trustedProxies: string[];
  /** Send Server-Timing on every answer (bench and development only). */
  serverTiming: boolean;
  /** Test-only routes (TEST_HOOKS): the browser journeys' way to run a scheduled job now. */
  testHooks: boolean;
  /** CHECK_REFUSALS: a refusal a route's descriptor does not list is a 500 (tests only, ADR 0060). */
  checkRefusals: boolean;
  /** REFUSAL_LOG: a file each coded refusal answered is appended to ("METHOD url CODE"). */
  refusalLog: string | undefined;
  /** Whether the API process works the job queues (WORK_JOBS); false leaves them to workers. */
  workJobs: boolean;
}

export class ConfigError extends Error {}

/** Parses an environment; throws ConfigError with "NAME: problem" lines, never a stack of zod internals. */
export function parseEnv(env: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = CheckedEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  return result.data;
}

/** The JWT secret: given, else generated once and kept under DATA_DIR so restarts keep sessions. */
function resolveJwtSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not there yet: generate below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // Written whole under a name of its own, then linked into place: of processes started together on
  // one DATA_DIR, the first link wins and the others read its secret, never a half-written file
  // (each keeping its own secret would refuse the others' sessions; issue 27).
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, secret, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  } finally {
    unlinkSync(draft);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = parseEnv(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    dataDir,
    jwtSecret: resolveJwtSecret(e.JWT_SECRET, dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    store: {
      name: e.STORE_NAME,
      provider: e.STORE_PROVIDER,
      supportPhone: e.SUPPORT_PHONE,
      supportEmail: e.SUPPORT_EMAIL,
      checkoutPhone: e.CHECKOUT_PHONE,
      address: splitAddress(e.STORE_ADDRESS),
      remitTo: { name: e.REMIT_TO_NAME, address: splitAddress(e.REMIT_TO_ADDRESS) },
      publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
      customerApplicationUrl: e.CUSTOMER_APPLICATION_URL,
    },
    seedDemo: e.SEED_DEMO,
    seedItems: e.SEED_ITEMS,
    convenienceFeeRatePercent: e.CONVENIENCE_FEE_RATE,
    webDev: e.WEB_DEV,
    trustedProxies: e.TRUSTED_PROXIES ?? [],
    serverTiming: e.SERVER_TIMING,
    testHooks: e.TEST_HOOKS,
    checkRefusals: e.CHECK_REFUSALS && e.REFUSAL_LOG === undefined,
    refusalLog: e.REFUSAL_LOG,
    workJobs: e.WORK_JOBS,
  };
}
