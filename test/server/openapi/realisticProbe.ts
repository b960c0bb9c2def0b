import type { Operation } from '../../support/openApi';
import { exampleBodies } from './exampleBodies';
import { idFieldsOf, idFor } from './idSources';
import { ownerAccount, type ProbeServer } from './probeServer';
import { probeRequest, type ProbeValues } from './probeRequest';

/** The operation's values with real ids of account 1 and, where its schema says too little, an example body. */
export async function realisticValues(server: ProbeServer, operation: Operation) {
  const values: Required<ProbeValues> = { path: {}, query: {}, body: {} };
  for (const field of idFieldsOf(operation)) {
    const id = await idFor(server.db, operation, field, ownerAccount);
    if (id === undefined || id === null) continue;
    if (field.where === 'body') values.body[field.name] = field.list ? [id] : id;
    else values[field.where][field.name] = String(id);
  }
  return { values, example: await exampleBodies[operation.key]?.(server) };
}

export async function realisticProbe(server: ProbeServer, operation: Operation) {
  const { values, example } = await realisticValues(server, operation);
  return probeRequest(operation, values, example);
}
