/**
 * The web app (`dist/app`, or SPA_DIR) built by webpack when it is missing or older than its
 * sources. The check is by modification time, so an unchanged checkout starts at once.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isStale } from './newestChange';

const root = path.resolve(__dirname, '../../..');
const sources = [
  'src/app',
  'src/common',
  'i18n',
  'public',
  'webpack.config.ts',
  'package-lock.json',
].map((source) => path.join(root, source));

/** Answers false when webpack failed (its messages are printed). */
export function ensureSpaBuilt(): boolean {
  const spaDir = process.env.SPA_DIR
    ? path.resolve(process.env.SPA_DIR)
    : path.join(root, 'dist/app');
  if (!isStale(path.join(spaDir, 'index.html'), sources)) return true;
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
    { cwd: root, stdio: 'inherit' },
  );
  return result.status === 0;
}
