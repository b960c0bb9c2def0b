/**
 * Every setting of the server, read from the environment, validated once at start. The README
 * lists them with their defaults; nothing else in the server reads process.env.
 */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** The address people use; sign-in redirects, the issuer and links are built from it. */
  publicUrl: string;
  /** PGlite files, generated demo secrets. */
  dataDir: string;
  /** Unset: the embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Where the built SPA lives (`npm run build` writes it). */
  spaDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Failed sign-ins of one user name within `signInLockSeconds` before sign-in is refused. */
  signInMaxFailures: number;
  signInLockSeconds: number;
  /** Redux DevTools in the production SPA, for support sessions. */
  reduxDevTools: boolean;
  seedDemoData: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
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
    databaseUrl: env.DATABASE_URL
      ? url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:'])
      : undefined,
    spaDir: path.resolve(env.SPA_DIR || 'dist/app'),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL', 600, 60, 86_400),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL', 14 * 86_400, 300, 365 * 86_400),
    signInMaxFailures: integer(env, 'SIGNIN_MAX_FAILURES', 5, 1, 100),
    signInLockSeconds: integer(env, 'SIGNIN_LOCK_SECONDS', 300, 1, 86_400),
    reduxDevTools: flag(env, 'REDUX_DEVTOOLS', false),
    seedDemoData: flag(env, 'SEED_DEMO_DATA', true),
    logLevel,
  };
}
