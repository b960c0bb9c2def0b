/**
 * Every message id used in a messages.ts of the SPA must have a text in i18n/de.json and
 * i18n/en.json, and the two files must hold the same keys (ARCHITECTURE.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';

const appRoot = path.resolve(__dirname, '../../src/app');

function messagesFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return messagesFiles(full);
    return entry.name === 'messages.ts' ? [full] : [];
  });
}

/** Every `{ id: string }` descriptor anywhere in a module's exports. */
function descriptorIds(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (value && typeof value === 'object') {
    const { id } = value as { id?: unknown };
    if (typeof id === 'string') found.add(id);
    else for (const item of Object.values(value)) descriptorIds(item, found);
  }
  return found;
}

const files = messagesFiles(appRoot);
/** The ids each messages.ts declares, read from its exports. */
const declared = new Map<string, Set<string>>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  files.map((file) => [file, descriptorIds(require(file))]),
);
const used = new Map<string, string>();
for (const [file, ids] of declared) {
  for (const id of ids) used.set(id, path.relative(appRoot, file));
}

describe('i18n catalogs', () => {
  it('finds the messages files of the SPA', () => {
    expect(files.length).toBeGreaterThan(3);
    expect(used.size).toBeGreaterThan(20);
    expect(used.get('app.error.notFound.title')).toBe(
      path.join('components', 'errors', 'messages.ts'),
    );
  });

  it.each([
    ['de', de as Record<string, string>],
    ['en', en as Record<string, string>],
  ])('%s.json holds every message id used in messages.ts', (_language, catalog) => {
    const missing = [...used.entries()]
      .filter(([id]) => typeof catalog[id] !== 'string' || catalog[id].trim() === '')
      .map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('de.json and en.json have the same keys', () => {
    const deKeys = Object.keys(de).sort();
    const enKeys = Object.keys(en).sort();
    expect(deKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !deKeys.includes(key))).toEqual([]);
  });

  it('keeps the keys sorted', () => {
    for (const catalog of [de, en]) {
      const keys = Object.keys(catalog);
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('quotes in the typographic quotes of each language: „…“ in German, “…” in English', () => {
    const german = Object.entries(en as Record<string, string>).filter(([, text]) =>
      /[„‚]/.test(text),
    );
    expect(german.map(([id]) => id)).toEqual([]);
    const english = Object.entries(de as Record<string, string>).filter(([, text]) =>
      /“[^“”„]*”/.test(text),
    );
    expect(english.map(([id]) => id)).toEqual([]);
  });

  it('says "Seite nicht gefunden" on the German 404 page', () => {
    expect((de as Record<string, string>)['app.error.notFound.title']).toBe('Seite nicht gefunden');
    expect((en as Record<string, string>)['app.error.notFound.title']).toBe('Page not found');
  });
});

/** The production build keeps only ids declared in messages.ts files (see webpack.config.ts). */
describe('message declarations', () => {
  function sourceFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }

  it('declares message ids in messages.ts files only', () => {
    const elsewhere = sourceFiles(appRoot)
      .filter((file) => path.basename(file) !== 'messages.ts')
      .filter((file) => /\bid:\s*['"`][a-z]+\.[\w.]+['"`]/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(appRoot, file));
    expect(elsewhere).toEqual([]);
  });

  it('writes ids in messages.ts as plain single-quoted strings the build can read', () => {
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      const literal = [...text.matchAll(/\bid:\s*'([^']+)'/g)].map((match) => match[1]);
      const described = [...(declared.get(file) ?? [])];
      expect(literal.sort()).toEqual(described.sort());
    }
  });
});
