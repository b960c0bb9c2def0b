/**
 * Every setting of the server, read from the environment, validated once at start. The README
 * lists them with their defaults; nothing else in the server reads process.env.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** The address people use; sign-in redirects, the issuer and links are built from it. */
  publicUrl: string;
  /**
   * PGlite files, uploaded media (`media/`) and subscriber import files (`imports/`) unless
   * object storage is set, the spool of uploads on their way to it.
   */
  dataDir: string;
  /** S3-compatible storage of uploaded files for several servers; undefined: `dataDir`. */
  objectStorage: ObjectStorageConfig | undefined;
  /** Unset: the embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Where the built SPA lives (`npm run build` writes it). */
  spaDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Failed sign-ins of one user name within `signInLockSeconds` before sign-in is refused. */
  signInMaxFailures: number;
  /** Failed sign-ins from one client address (any user names) within `signInLockSeconds`. */
  signInMaxFailuresPerAddress: number;
  signInLockSeconds: number;
  /** Requests per minute before 429 (0: off). */
  rateLimits: RateLimitSettings;
  /** A link click of one recipient counts once within this many seconds. */
  clickWindowSeconds: number;
  /** Redux DevTools in the production SPA, for support sessions. */
  reduxDevTools: boolean;
  seedDemoData: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** `Authorization: Bearer <token>` opens `/metrics`; undefined: `/metrics` is off (404). */
  metricsToken: string | undefined;
  /**
   * How long a stop (SIGTERM) waits for requests in flight, sends under way and running jobs
   * before it closes the database anyway.
   */
  shutdownTimeoutSeconds: number;
  /** An external OpenID Connect provider people sign in with; undefined: our own sign-in page. */
  directory: DirectoryConfig | undefined;
  whatsapp: WhatsAppConfig;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, …) for uploaded media and import
 * files, so that every server of an installation reads what any of them received.
 */
export interface ObjectStorageConfig {
  bucket: string;
  /** Unset: AWS S3 itself (by region). */
  endpoint: string | undefined;
  region: string;
  /** Both unset: the AWS SDK's own chain (AWS_* variables, a role of the machine). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most emulators need it). */
  forcePathStyle: boolean;
}

/** The company directory (Keycloak, Entra ID, any OpenID Connect provider). */
export interface DirectoryConfig {
  issuer: string;
  clientId: string;
  /** Unset: a public client (PKCE only). */
  clientSecret: string | undefined;
  scope: string;
  /** The ID token or userinfo claim that lists the person's directory groups. */
  groupsClaim: string;
}

export interface WhatsAppConfig {
  /** Meta's Graph API; undefined: the bundled emulator, mounted in-process under `/_graph`. */
  graphUrl: string | undefined;
  /** Path segment of every Graph call, `v23.0`. */
  apiVersion: string;
  /** The Meta app; undefined: demo values made on the first start and kept in the database. */
  appId: string | undefined;
  appSecret: string | undefined;
  verifyToken: string | undefined;
  /** 32 bytes (base64 or hex) that encrypt business tokens; undefined: generated and kept. */
  tokenKey: Buffer | undefined;
  /** How long one Graph API call may take before it counts as failed (retry). */
  timeoutMs: number;
  /** Messages per second per phone number when the API reports no throughput level. */
  defaultThroughput: number;
  /** The Meta app's embedded-signup configuration id (FB.login config_id). */
  signupConfigId: string | undefined;
  /** The newsletter sending engine across processes (see newsletters/sending/engine.ts). */
  sending: SendingSettings;
  emulator: EmulatorSettings;
}

export interface SendingSettings {
  /** Seconds a process holds a phone number's send lease without renewing it. */
  leaseSeconds: number;
  /**
   * Seconds after its claim before a message whose send outcome is unknown (its process died or
   * the call timed out) counts as not sent, unless its status webhook arrived by then: it must
   * exceed the lease, the call timeout and the usual webhook delay.
   */
  settleSeconds: number;
}

/** How the bundled emulator behaves (in-process, or `npm run emulator`). */
export interface EmulatorSettings {
  seed: number;
  /** Milliseconds from template creation to its review verdict. */
  reviewDelayMs: number;
  /** Scale of the sent → delivered → read delays (1 = realistic, 0 = at once). */
  statusDelayFactor: number;
  /** Share of accepted messages that fail afterwards (131049), as Meta's do now and then. */
  failureRate: number;
  /** Port of `npm run emulator`. */
  port: number;
  /** Where `npm run emulator` posts webhooks (in-process: this server's own endpoint). */
  webhookUrl: string | undefined;
  /** `Authorization: Bearer <key>` opens the control API; unset: a new one at every start. */
  controlKey: string;
}

/** Requests per minute; 0 turns a limit off. */
export interface RateLimitSettings {
  /** Every API call, per access token. */
  apiPerToken: number;
  /** Every API call, per client address. */
  apiPerAddress: number;
  /** The sign-in pages, per client address. */
  signInPerAddress: number;
  /** The click redirect `/r/{token}`, per client address. */
  clicksPerAddress: number;
  /** The OpenID Connect endpoints (`/connect/…`, token refresh included), per client address. */
  identityPerAddress: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function url(name: string, raw: string, protocols: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function directory(env: Env): DirectoryConfig | undefined {
  if (!env.OIDC_ISSUER) return undefined;
  const clientId = env.OIDC_CLIENT_ID;
  if (!clientId) throw new ConfigError('OIDC_CLIENT_ID is needed when OIDC_ISSUER is set');
  url('OIDC_ISSUER', env.OIDC_ISSUER, ['http:', 'https:']);
  return {
    // Kept as written: it must equal the provider's issuer exactly, trailing slash and all.
    issuer: env.OIDC_ISSUER,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    scope: env.OIDC_SCOPE || 'openid profile email',
    groupsClaim: env.OIDC_GROUPS_CLAIM || 'groups',
  };
}

/** S3's bucket naming rules: 3–63 lower-case letters, digits, dots and hyphens. */
const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function objectStorage(env: Env): ObjectStorageConfig | undefined {
  const named = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
    (name) => env[name],
  );
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    if (named.length > 0) throw new ConfigError(`S3_BUCKET is needed when ${named[0]} is set`);
    return undefined;
  }
  if (!bucketPattern.test(bucket) || bucket.includes('..')) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots, hyphens), got "${bucket}"`,
    );
  }
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{1,50}$/.test(region)) {
    throw new ConfigError(`S3_REGION must look like eu-central-1, got "${region}"`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    );
  }
  return {
    bucket,
    endpoint: env.S3_ENDPOINT
      ? url('S3_ENDPOINT', env.S3_ENDPOINT, ['http:', 'https:'])
      : undefined,
    region,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

function tokenKey(raw: string | undefined): Buffer | undefined {
  if (raw === undefined || raw === '') return undefined;
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) {
    throw new ConfigError('WHATSAPP_TOKEN_KEY must be 32 bytes, as 64 hex digits or base64');
  }
  return key;
}

function controlKey(raw: string | undefined): string {
  if (raw === undefined || raw === '') return randomBytes(24).toString('base64url');
  if (raw.length < 16 || /\s/.test(raw)) {
    throw new ConfigError('EMULATOR_CONTROL_KEY must be at least 16 characters without spaces');
  }
  return raw;
}

function metricsToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16 || /\s/.test(raw)) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters without spaces');
  }
  return raw;
}

function apiVersion(raw: string | undefined): string {
  const value = raw || 'v23.0';
  if (!/^v?\d+\.\d+$/.test(value)) {
    throw new ConfigError(`WHATSAPP_API_VERSION must look like v23.0, got "${value}"`);
  }
  return value.startsWith('v') ? value : `v${value}`;
}

function ratio(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max) {
    throw new ConfigError(`${name} must be a number from 0 to ${max}, got "${raw}"`);
  }
  return value;
}

function sendingSettings(env: Env): SendingSettings {
  const leaseSeconds = integer(env, 'NEWSLETTER_LEASE_SECONDS', 15, 2, 600);
  const settleSeconds = integer(env, 'NEWSLETTER_SETTLE_SECONDS', 60, 3, 86_400);
  if (settleSeconds <= leaseSeconds) {
    throw new ConfigError(
      'NEWSLETTER_SETTLE_SECONDS must be greater than NEWSLETTER_LEASE_SECONDS',
    );
  }
  return { leaseSeconds, settleSeconds };
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel'];
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${logLevel}"`);
  }
  return {
    port,
    host: env.HOST || 'localhost',
    publicUrl: url('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`, ['http:', 'https:']),
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    objectStorage: objectStorage(env),
    databaseUrl: env.DATABASE_URL
      ? url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:'])
      : undefined,
    spaDir: path.resolve(env.SPA_DIR || 'dist/app'),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL', 600, 60, 86_400),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL', 14 * 86_400, 300, 365 * 86_400),
    signInMaxFailures: integer(env, 'SIGNIN_MAX_FAILURES', 5, 1, 100),
    signInMaxFailuresPerAddress: integer(env, 'SIGNIN_MAX_FAILURES_PER_IP', 20, 1, 10_000),
    signInLockSeconds: integer(env, 'SIGNIN_LOCK_SECONDS', 300, 1, 86_400),
    rateLimits: {
      apiPerToken: integer(env, 'RATE_LIMIT_API_PER_TOKEN', 600, 0, 1_000_000),
      apiPerAddress: integer(env, 'RATE_LIMIT_API_PER_IP', 3000, 0, 1_000_000),
      signInPerAddress: integer(env, 'RATE_LIMIT_SIGNIN_PER_IP', 60, 0, 1_000_000),
      clicksPerAddress: integer(env, 'RATE_LIMIT_CLICKS_PER_IP', 600, 0, 1_000_000),
      identityPerAddress: integer(env, 'RATE_LIMIT_IDENTITY_PER_IP', 600, 0, 1_000_000),
    },
    clickWindowSeconds: integer(env, 'CLICK_WINDOW_SECONDS', 60, 1, 86_400),
    reduxDevTools: flag(env, 'REDUX_DEVTOOLS', false),
    seedDemoData: flag(env, 'SEED_DEMO_DATA', true),
    logLevel,
    metricsToken: metricsToken(env.METRICS_TOKEN),
    shutdownTimeoutSeconds: integer(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25, 1, 3600),
    directory: directory(env),
    whatsapp: {
      graphUrl: env.WHATSAPP_GRAPH_URL
        ? url('WHATSAPP_GRAPH_URL', env.WHATSAPP_GRAPH_URL, ['http:', 'https:'])
        : undefined,
      apiVersion: apiVersion(env.WHATSAPP_API_VERSION),
      appId: env.WHATSAPP_APP_ID || undefined,
      appSecret: env.WHATSAPP_APP_SECRET || undefined,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
      tokenKey: tokenKey(env.WHATSAPP_TOKEN_KEY),
      timeoutMs: integer(env, 'WHATSAPP_TIMEOUT_MS', 10_000, 100, 300_000),
      defaultThroughput: integer(env, 'WHATSAPP_DEFAULT_THROUGHPUT', 80, 1, 10_000),
      signupConfigId: env.WHATSAPP_SIGNUP_CONFIG_ID || undefined,
      sending: sendingSettings(env),
      emulator: {
        seed: integer(env, 'EMULATOR_SEED', 1, 0, 2 ** 31 - 1),
        reviewDelayMs: integer(env, 'EMULATOR_REVIEW_DELAY_MS', 5_000, 0, 86_400_000),
        statusDelayFactor: ratio(env, 'EMULATOR_STATUS_DELAY_FACTOR', 1, 1000),
        failureRate: ratio(env, 'EMULATOR_FAILURE_RATE', 0.02, 1),
        port: integer(env, 'EMULATOR_PORT', 8081, 0, 65535),
        webhookUrl: env.EMULATOR_WEBHOOK_URL
          ? url('EMULATOR_WEBHOOK_URL', env.EMULATOR_WEBHOOK_URL, ['http:', 'https:'])
          : undefined,
        controlKey: controlKey(env.EMULATOR_CONTROL_KEY),
      },
    },
  };
}
