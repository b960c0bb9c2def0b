import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureServerBundle } from '../../src/server/build/serverBundle';

const root = path.resolve(__dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Opens the bundled emulator's control API (`Authorization: Bearer <key>`). */
  emulatorKey: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until the server answers its discovery document; answers the milliseconds it took. */
export async function waitUntilServing(baseUrl: string, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${baseUrl}/.well-known/openid-configuration`);
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`server at ${baseUrl} did not answer within ${timeoutMs} ms`);
}

/**
 * The real server as `npm start` runs it (built SPA, embedded database in a data directory of
 * its own), on a free loopback port. `dataDir` may be reused to start on existing data.
 */
export async function startRealServer(
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    port?: number;
    /** Node flags for the server process (`--cpu-prof`). */
    nodeArgs?: string[];
  } = {},
): Promise<RunningServer & { startMs: number }> {
  const port = options.port ?? (await freePort());
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'relay-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const emulatorKey = options.env?.EMULATOR_CONTROL_KEY ?? randomBytes(18).toString('base64url');
  const started = Date.now();
  const child = spawn(
    process.execPath,
    // As `npm start` runs it: the bundled server on plain node.
    [...(options.nodeArgs ?? []), ensureServerBundle()],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        EMULATOR_CONTROL_KEY: emulatorKey,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      waitUntilServing(baseUrl),
      exited.then(() => {
        throw new Error(`server exited:\n${output}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    emulatorKey,
    process: child,
    startMs: Date.now() - started,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
