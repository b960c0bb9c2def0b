import {
  fillPath,
  queryString,
  sampleOf,
  sampleParameters,
  type Operation,
} from '../../support/openApi';

export interface Probe {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ProbeValues {
  path?: Record<string, string>;
  query?: Record<string, string>;
  /** Body properties set over the sample body, or the whole body (`body`). */
  body?: Record<string, unknown>;
}

/** A request of the operation made from its schemas' sample values, with `values` set over them. */
export function probeRequest(
  operation: Operation,
  values: ProbeValues = {},
  example?: unknown,
): Probe {
  const path = { ...sampleParameters(operation, 'path'), ...values.path };
  const query = { ...sampleParameters(operation, 'query'), ...values.query };
  const probe: Probe = {
    method: operation.method,
    url: fillPath(operation.path, path) + queryString(query),
    headers: {},
  };
  if (operation.body) {
    let body = example ?? sampleOf(operation.body.schema);
    const set = values.body ?? {};
    if ('body' in set) body = set.body;
    else if (Object.keys(set).length > 0) body = { ...(body as object), ...set };
    probe.headers['content-type'] = 'application/json';
    probe.body = JSON.stringify(body);
  }
  return probe;
}

export async function send(baseUrl: string, token: string, probe: Probe, timeoutMs = 5000) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${probe.url}`, {
    method: probe.method,
    headers: { authorization: `Bearer ${token}`, ...probe.headers },
    body: probe.body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}
