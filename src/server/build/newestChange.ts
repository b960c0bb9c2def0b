import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time under the given files and folders (missing ones are skipped). */
export function newestChange(targets: string[]): number {
  return Math.max(0, ...targets.filter(existsSync).map(newestIn));
}

function newestIn(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestIn(path.join(target, name))),
    stat.mtimeMs,
  );
}

/** True when `built` is missing or older than one of its sources. */
export function isStale(built: string, sources: string[]): boolean {
  return !existsSync(built) || newestChange(sources) > statSync(built).mtimeMs;
}
