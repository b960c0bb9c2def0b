/**
 * Generated from the OpenAPI document (issue 21): every route that takes an id, called with a
 * token of another account and an id of account 1 → 403 or 404, and nothing changed. Each id
 * field is probed alone; the route's other id fields carry the caller's own ids where its
 * account has such a thing. The caller is the same administrator, signed in to account 2: every
 * right there, so only the account scope can refuse.
 */
import { changedTables, databaseDigest } from '../../support/databaseDigest';
import { accountTargets, idFieldsOf, idFor, notIds, type IdField } from './idSources';
import {
  foreignAccount,
  ownerAccount,
  publicByDesign,
  startProbeServer,
  type ProbeServer,
} from './probeServer';
import { probeRequest, send, type Probe, type ProbeValues } from './probeRequest';
import { exampleBodies } from './exampleBodies';
import type { Operation } from '../../support/openApi';

let server: ProbeServer;

beforeAll(async () => {
  server = await startProbeServer();
});
afterAll(() => server?.close());

const withId = (field: IdField, id: string | number): ProbeValues => {
  const value = field.list ? [id] : id;
  if (field.where === 'body') return { body: { [field.name]: value } };
  return { [field.where]: { [field.name]: String(id) } };
};

/** The operation's id fields: `probed` of account 1, the others the caller's own if any. */
async function probeValues(operation: Operation, probed: IdField | null, fields: IdField[]) {
  let values: ProbeValues = {};
  const merge = (more: ProbeValues) => {
    values = {
      path: { ...values.path, ...more.path },
      query: { ...values.query, ...more.query },
      body: { ...values.body, ...more.body },
    };
  };
  for (const field of fields) {
    const account = !probed || field === probed ? ownerAccount : foreignAccount;
    let id = await idFor(server.db, operation, field, account);
    if (id === undefined) throw new Error(`${operation.key}: no id source for ${field.name}`);
    if (id === null && field !== probed)
      id = await idFor(server.db, operation, field, ownerAccount);
    if (id === null) throw new Error(`${operation.key}: account ${account} has no ${field.name}`);
    merge(withId(field, id!));
  }
  if (!operation.body) delete values.body;
  return values;
}

it('refuses every id of another account with 403 or 404 and changes nothing', async () => {
  const probed = server.operations.filter(
    (operation) =>
      !operation.public && !(operation.key in accountTargets) && idFieldsOf(operation).length > 0,
  );
  expect(probed.length).toBeGreaterThan(40);
  const failures: string[] = [];
  const ownerChecks: Probe[] = [];
  let requests = 0;
  let last = await databaseDigest(server.db);
  for (const operation of probed) {
    const fields = idFieldsOf(operation);
    const example = await exampleBodies[operation.key]?.(server);
    for (const field of fields) {
      let probe;
      try {
        probe = probeRequest(operation, await probeValues(operation, field, fields), example);
      } catch (error) {
        failures.push(String(error));
        continue;
      }
      const answer = await send(server.baseUrl, server.tokens.foreign, probe);
      requests++;
      const now = await databaseDigest(server.db);
      const changed = changedTables(last, now);
      last = now;
      if (![403, 404].includes(answer.status) || changed.length > 0) {
        failures.push(
          `${operation.key} [${field.where} ${field.name}] ${probe.url} → ${answer.status}` +
            (answer.status === 400 ? ' (a valid body: see exampleBodies.ts)' : '') +
            ` ${answer.text.slice(0, 160)}${changed.length ? ` changed ${changed.join(', ')}` : ''}`,
        );
      }
    }
    if (operation.method === 'GET') {
      ownerChecks.push(probeRequest(operation, await probeValues(operation, null, fields)));
    }
  }
  // The ids are real: the same GET by account 1's own caller is not refused.
  for (const probe of ownerChecks) {
    const own = await send(server.baseUrl, server.tokens.owner, probe);
    if ([403, 404].includes(own.status)) {
      failures.push(
        `${probe.method} ${probe.url}: owner got ${own.status}, the probe proves nothing`,
      );
    }
  }
  console.log(
    `cross-account: ${probed.length} routes with ids, ${requests} foreign calls ` +
      `(1 token of account ${foreignAccount} against account ${ownerAccount}); ` +
      `skipped by design: ${Object.keys(publicByDesign).length} public routes, ` +
      `${Object.keys(accountTargets).length} account targets, ` +
      `${Object.keys(notIds).length} id-like fields that are not ids`,
  );
  expect(failures).toEqual([]);
}, 300_000);
