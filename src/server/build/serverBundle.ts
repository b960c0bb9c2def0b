/**
 * The server as one plain JavaScript file, `dist/server/main.js`, with the migrations and the
 * embedded database's worker (`pgliteWorker.js`) beside it.
 * Node starts it without compiling TypeScript file by file on the way (tsx), which cost about a
 * second of every start. Packages stay in node_modules. Rebuilt (in a fraction of a second) when
 * a server source is newer than the bundle.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { isStale } from './newestChange';

const root = path.resolve(__dirname, '../../..');
const outDir = path.join(root, 'dist/server');
export const serverBundle = path.join(outDir, 'main.js');
const sources = ['src/server', 'src/common', 'src/emulator', 'i18n', 'package-lock.json'].map(
  (source) => path.join(root, source),
);

export function buildServerBundle(): void {
  rmSync(outDir, { recursive: true, force: true });
  // `migrate` reads the migrations from beside its own file.
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  buildSync({
    // The embedded database's worker thread (db/pgliteWorker.ts) starts from a file of its own.
    entryPoints: {
      main: path.join(root, 'src/server/main.ts'),
      pgliteWorker: path.join(root, 'src/server/db/pgliteWorker.ts'),
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/** Builds the bundle when it is missing or older than its sources; answers its path. */
export function ensureServerBundle(): string {
  if (isStale(serverBundle, sources)) buildServerBundle();
  return serverBundle;
}
