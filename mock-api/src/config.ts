import { resolve } from 'node:path';
import { envSchema } from 'env-schema';
import { parseRoutes } from './domain/payments/routes';

/** Settings read from the environment once at boot; a bad value stops the server with a clear message. */
export interface Config {
  NODE_ENV: 'development' | 'production' | 'test';
  HOST: string;
  PORT: number;
  /** folder for the SQLite file and uploaded media */
  DATA_DIR: string;
  /** when set, PostgreSQL is used instead of the embedded SQLite file */
  DATABASE_URL?: string;
  /** secret that signs tokens; required in production, generated per database in development */
  JWT_SECRET?: string;
  LOG_LEVEL: string;
  /**
   * seed a fresh database with the demo catalogue and accounts, whose passwords
   * are published: on by default in development and test, only when asked in production
   */
  SEED: boolean;
  /** the three admin phone numbers shown in the footer and the help centre, comma-separated */
  ADMIN_PHONES: string;
  ADMIN_EMAIL: string;
  /** how often plays whose time ran out and challenges that are due are moved on (ms) */
  PLAY_SWEEP_MS: number;
  /** how late after a question's deadline an answer still counts (ms) */
  PLAY_GRACE_MS: number;
  /** how long a stop (SIGTERM) lets the requests under way finish before it cuts them (ms) */
  SHUTDOWN_GRACE_MS: number;
  /**
   * Which proxies in front of the server to believe about the client's address
   * (X-Forwarded-For), so rate limits and logs see the player, not the proxy:
   * 'false' (default: none), or the proxies' addresses and CIDR ranges,
   * comma-separated ('true', any peer, only when nothing else can reach the server).
   */
  TRUST_PROXY: boolean | string;
  /** when set, rate limits are counted in Redis, shared by every instance */
  REDIS_URL?: string;
  /**
   * where media live: 'disk' (default: files under DATA_DIR/uploads) or
   * 'database' (the media_objects table, seen by every instance of one database)
   */
  MEDIA_STORE: 'disk' | 'database';
  /** where clients fetch media: this server's /media/, or the address of a CDN in front of it */
  MEDIA_BASE_URL: string;
  /**
   * the sandbox mobile-money provider (outcomes chosen by the phone number's
   * last digit, see the README): on by default in development and test, and
   * in production only when asked, since it hands out credits for nothing
   */
  PAYMENT_SANDBOX: boolean;
  /** how long the sandbox takes to settle an order, and to settle one ending in 9 (ms) */
  SANDBOX_DELAY_MS: number;
  SANDBOX_PENDING_MS: number;
  /** how long a payer has to approve before the order fails (Orange Money's token: about 7 minutes) */
  PAYMENT_EXPIRY_MS: number;
  /** how often ongoing orders are read back from their provider (ms) */
  PAYMENT_POLL_MS: number;
  /** how long a provider may take to take an order before it is left to the reconciler (ms) */
  PAYMENT_START_TIMEOUT_MS: number;
  /** the server's public https address, for providers' callbacks and Orange's return page */
  PUBLIC_URL?: string;
  /** MTN MoMo: API address, target environment, currency, and per product 'user:key:subscription-key' */
  MTN_MOMO_URL: string;
  MTN_MOMO_ENVIRONMENT: string;
  MTN_MOMO_CURRENCY: string;
  MTN_MOMO_COLLECTION?: string;
  MTN_MOMO_DISBURSEMENT?: string;
  /** Orange Money web payment: API address, 'client-id:client-secret', merchant key, currency */
  ORANGE_MONEY_URL: string;
  ORANGE_MONEY_CLIENT?: string;
  ORANGE_MONEY_MERCHANT_KEY?: string;
  ORANGE_MONEY_CURRENCY: string;
  /**
   * Notch Pay (MTN and Orange through one aggregator): API address, public
   * key (every call), private key (X-Grant, transfers), hash key (signs the
   * webhooks), and the channels whose payers approve on its hosted page
   */
  NOTCHPAY_URL: string;
  NOTCHPAY_PUBLIC_KEY?: string;
  NOTCHPAY_PRIVATE_KEY?: string;
  NOTCHPAY_HASH_KEY?: string;
  NOTCHPAY_HOSTED?: string;
  /** MTN cash-out offered to players: only where a provider pays MTN out (checked at boot) */
  MTN_CASHOUT: boolean;
  /** which provider serves which channel and direction (domain/payments/routes.ts); unset: the first set up */
  PAYMENT_ROUTES?: string;
  /** built browser apps served by the server */
  PLAYER_DIST: string;
  ADMIN_DIST: string;
}

const schema = {
  type: 'object',
  required: [],
  properties: {
    NODE_ENV: {
      type: 'string',
      enum: ['development', 'production', 'test'],
      default: 'development',
    },
    HOST: { type: 'string', default: '0.0.0.0' },
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    DATA_DIR: { type: 'string', default: '' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    JWT_SECRET: { type: 'string', minLength: 32 },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
    },
    // No default here: it depends on NODE_ENV (see loadConfig).
    SEED: { type: 'boolean' },
    ADMIN_PHONES: { type: 'string', default: '677000001,699000002,655000003' },
    ADMIN_EMAIL: { type: 'string', default: 'contact@quiz.cm' },
    PLAY_SWEEP_MS: { type: 'integer', minimum: 50, maximum: 60000, default: 1000 },
    SHUTDOWN_GRACE_MS: { type: 'integer', minimum: 0, maximum: 600000, default: 10000 },
    TRUST_PROXY: {
      type: 'string',
      pattern: '^[0-9a-fA-F.:/, ]+$|^true$|^false$',
      default: 'false',
    },
    REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    MEDIA_STORE: { type: 'string', enum: ['disk', 'database'], default: 'disk' },
    MEDIA_BASE_URL: { type: 'string', pattern: '^(/|https://)', default: '/media/' },
    PLAY_GRACE_MS: { type: 'integer', minimum: 0, maximum: 10000, default: 1500 },
    PAYMENT_SANDBOX: { type: 'boolean' },
    SANDBOX_DELAY_MS: { type: 'integer', minimum: 0, maximum: 600000, default: 2000 },
    SANDBOX_PENDING_MS: { type: 'integer', minimum: 0, maximum: 3600000, default: 20000 },
    PAYMENT_EXPIRY_MS: { type: 'integer', minimum: 1000, maximum: 86400000, default: 420000 },
    PAYMENT_POLL_MS: { type: 'integer', minimum: 50, maximum: 600000, default: 5000 },
    PAYMENT_START_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 120000, default: 15000 },
    PUBLIC_URL: { type: 'string', pattern: '^https?://' },
    MTN_MOMO_URL: {
      type: 'string',
      pattern: '^https?://',
      default: 'https://sandbox.momodeveloper.mtn.com',
    },
    MTN_MOMO_ENVIRONMENT: { type: 'string', default: 'sandbox' },
    MTN_MOMO_CURRENCY: { type: 'string', default: 'XAF' },
    MTN_MOMO_COLLECTION: { type: 'string', pattern: '^[^:]+:[^:]+:[^:]+$' },
    MTN_MOMO_DISBURSEMENT: { type: 'string', pattern: '^[^:]+:[^:]+:[^:]+$' },
    ORANGE_MONEY_URL: { type: 'string', pattern: '^https?://', default: 'https://api.orange.com' },
    ORANGE_MONEY_CLIENT: { type: 'string', pattern: '^[^:]+:[^:]+$' },
    ORANGE_MONEY_MERCHANT_KEY: { type: 'string', minLength: 1 },
    ORANGE_MONEY_CURRENCY: { type: 'string', default: 'XAF' },
    NOTCHPAY_URL: { type: 'string', pattern: '^https?://', default: 'https://api.notchpay.co' },
    NOTCHPAY_PUBLIC_KEY: { type: 'string', minLength: 1 },
    NOTCHPAY_PRIVATE_KEY: { type: 'string', minLength: 1 },
    NOTCHPAY_HASH_KEY: { type: 'string', minLength: 1 },
    NOTCHPAY_HOSTED: { type: 'string', pattern: '^(om|mtn)(,(om|mtn))*$' },
    PAYMENT_ROUTES: { type: 'string', maxLength: 500 },
    MTN_CASHOUT: { type: 'boolean', default: false },
    PLAYER_DIST: { type: 'string', default: '' },
    ADMIN_DIST: { type: 'string', default: '' },
  },
} as const;

// Same depth from src/ and from dist/, so the defaults hold in development and once built.
export const packageRoot = resolve(import.meta.dirname, '..');
const workspaceRoot = resolve(packageRoot, '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as deployment files often write it.
  const data = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const config = envSchema<
    Omit<Config, 'SEED' | 'PAYMENT_SANDBOX'> & { SEED?: boolean; PAYMENT_SANDBOX?: boolean }
  >({
    schema,
    data,
    env: false,
    dotenv: false,
  });
  const production = config.NODE_ENV === 'production';
  // Anyone holding the key can sign tokens for any account: production never invents one.
  if (production && !config.JWT_SECRET) {
    throw new Error(
      'env/JWT_SECRET must be set in production: 32 characters or more (e.g. `openssl rand -base64 48`)',
    );
  }
  checkPayments(config, production, data.PAYMENT_SANDBOX !== undefined);
  return {
    ...config,
    // The demo accounts' passwords are in the README: a production database gets them only on request.
    SEED: config.SEED ?? !production,
    PAYMENT_SANDBOX: config.PAYMENT_SANDBOX ?? !production,
    TRUST_PROXY: trustProxy(String(config.TRUST_PROXY)),
    DATA_DIR: resolve(config.DATA_DIR || resolve(packageRoot, 'data')),
    PLAYER_DIST: resolve(config.PLAYER_DIST || resolve(workspaceRoot, 'player', 'dist')),
    ADMIN_DIST: resolve(config.ADMIN_DIST || resolve(workspaceRoot, 'admin', 'dist')),
  };
}

/**
 * The payment set-up, checked before anything starts: each message names the
 * variable to set. Production never takes payments through the sandbox by
 * default: it boots with routes, or with PAYMENT_SANDBOX set either way.
 */
function checkPayments(
  config: Pick<
    Config,
    | 'PAYMENT_ROUTES'
    | 'NOTCHPAY_PUBLIC_KEY'
    | 'NOTCHPAY_PRIVATE_KEY'
    | 'NOTCHPAY_HASH_KEY'
    | 'NOTCHPAY_HOSTED'
  > & { PAYMENT_SANDBOX?: boolean },
  production: boolean,
  sandboxSet: boolean,
) {
  const routes = config.PAYMENT_ROUTES ? parseRoutes(config.PAYMENT_ROUTES) : [];
  if (production && routes.length === 0 && !sandboxSet) {
    throw new Error(
      'env/PAYMENT_ROUTES must be set in production (e.g. `*:*=notchpay`), or PAYMENT_SANDBOX=true to take payments through the sandbox (credits for nothing), or PAYMENT_SANDBOX=false to take none',
    );
  }
  const notch = routes.filter((route) => route.provider === 'notchpay');
  const wanted =
    notch.length > 0 ||
    Boolean(config.NOTCHPAY_PUBLIC_KEY || config.NOTCHPAY_PRIVATE_KEY || config.NOTCHPAY_HASH_KEY);
  if (!wanted) return;
  for (const key of ['NOTCHPAY_PUBLIC_KEY', 'NOTCHPAY_HASH_KEY'] as const) {
    if (!config[key]) {
      throw new Error(
        `env/${key} must be set for Notch Pay (${key === 'NOTCHPAY_HASH_KEY' ? 'it checks the webhooks’ signature' : 'it signs every call'})`,
      );
    }
  }
  if (!config.NOTCHPAY_PRIVATE_KEY && notch.some((route) => route.direction !== 'collection')) {
    throw new Error('env/NOTCHPAY_PRIVATE_KEY must be set for Notch Pay payouts (its X-Grant key)');
  }
}

/** 'true' | 'false' | addresses, as Fastify's trustProxy option takes them. */
function trustProxy(value: string): boolean | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}
