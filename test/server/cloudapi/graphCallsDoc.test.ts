/**
 * docs/graph-calls.md lists every Graph call the server makes, with the Meta page it was checked
 * against (issue 22). This fails when the client gains a call the note does not list, when the
 * note lists a call the client no longer has, when a row lacks the HTTP method the call uses or a
 * Meta page, and when server code outside src/server/cloudapi/ starts making HTTP calls itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..', '..');
const clientSource = readFileSync(path.join(root, 'src/server/cloudapi/client.ts'), 'utf8');
const note = readFileSync(path.join(root, 'docs/graph-calls.md'), 'utf8');

/** The client's public methods with their bodies (up to the next member). */
function publicMethods(): Map<string, string> {
  const members = [...clientSource.matchAll(/^ {2}(?:private )?async (\w+)[<(]/gm)];
  const methods = new Map<string, string>();
  members.forEach((member, i) => {
    if (member[0].includes('private')) return;
    const end = members[i + 1]?.index ?? clientSource.length;
    methods.set(member[1], clientSource.slice(member.index, end));
  });
  return methods;
}

/** The note's table rows by the method in their first column. */
function documentedRows(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of note.split('\n')) {
    const name = /^\|\s*`(\w+)`\s*\|/.exec(line)?.[1];
    if (name) rows.set(name, line);
  }
  return rows;
}

const methods = publicMethods();
const rows = documentedRows();

it('finds the client and its calls', () => {
  expect(methods.size).toBeGreaterThanOrEqual(15);
  expect(methods.has('sendTemplate')).toBe(true);
});

it('lists every Graph call of the client, and only those', () => {
  expect([...methods.keys()].filter((name) => !rows.has(name))).toEqual([]);
  expect([...rows.keys()].filter((name) => !methods.has(name))).toEqual([]);
});

it.each([...methods.keys()])(
  '%s: its row names the HTTP methods it uses and a Meta page',
  (name) => {
    const row = rows.get(name) ?? '';
    const verbs = new Set(
      [...methods.get(name)!.matchAll(/this\.call(?:<[^>]*>)?\(\s*'(GET|POST|DELETE)'/g)].map(
        (m) => m[1],
      ),
    );
    for (const verb of verbs) expect(row).toContain(verb);
    expect(row).toMatch(/\]\(https:\/\/developers\.facebook\.com\/[^)]+\)/);
  },
);

it('has no server code outside src/server/cloudapi/ making HTTP calls of its own', () => {
  const server = path.join(root, 'src/server');
  const files = (readdirSync(server, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.startsWith(`cloudapi${path.sep}`))
    .map((file) => path.join(server, file));
  const calling = files.filter((file) =>
    /\bfetch\(|\bhttps?\.request\(|from 'undici'|\bhttpTransport\b/.test(
      readFileSync(file, 'utf8'),
    ),
  );
  expect(calling.map((file) => path.relative(root, file))).toEqual([]);
});
