/**
 * `npm start`: builds the SPA when it is missing or older than its sources, then starts the
 * server. The check is by modification time, so an unchanged checkout starts at once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const built = path.join(
  process.env.SPA_DIR ? path.resolve(process.env.SPA_DIR) : path.join(root, 'dist/app'),
  'index.html',
);
const sources = [
  'src/app',
  'src/common',
  'i18n',
  'public',
  'webpack.config.ts',
  'package-lock.json',
];

function newestChange(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

function spaIsStale(): boolean {
  if (!existsSync(built)) return true;
  const sourceTime = Math.max(
    ...sources
      .map((source) => path.join(root, source))
      .filter(existsSync)
      .map(newestChange),
  );
  return sourceTime > statSync(built).mtimeMs;
}

if (spaIsStale()) {
  console.log('Building the web app (first start or changed sources) …');
  const result = spawnSync(
    process.execPath,
    [
      require.resolve('webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '--stats',
      'errors-warnings',
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('The web app could not be built; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
require('./main').run();
