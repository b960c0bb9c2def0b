/**
 * Input no route should ever see (issue 21), refused in one place before any handler runs:
 * - integers beyond what the database holds: every integer of a request schema (body, query,
 *   path) without bounds of its own gets the int4 range, so `2147483648` is a 400, not a failed
 *   query (the OpenAPI document shows the bounds too);
 * - texts with NUL (PostgreSQL refuses `\u0000` in text and jsonb) or lone surrogates (no valid
 *   UTF-8): 400 naming the field;
 * - nesting deeper than any request of the API has (a body of thousands of nested arrays);
 * - non-finite numbers (`1e309`), also where the validator's coercion made them from a text;
 * - a bulk call's body that is not the list its schema says.
 * The validator refuses non-finite numbers in JSON as well (`strictNumbers`, app.ts). Raw
 * bodies (webhooks, uploads, imports) are Buffers or streams and pass untouched: their routes
 * read them. The emulator's routes (under `/_graph`) answer as Meta does and are left alone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { emulatorPrefix } from '../cloudapi';
import { HttpError } from '../http/httpError';
import { isMachineOnly } from '../http/machineRoutes';
import { hasUnstorableCharacter } from '../http/unstorableText';

const int4 = { minimum: -2147483648, maximum: 2147483647 };
/** Deeper than any body the API reads (a template's components are four levels deep). */
export const maxInputDepth = 32;

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `schema` whose integers without their own bounds hold the int4 range. */
export function boundIntegers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundIntegers);
  if (!isSchema(schema)) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    // `enum`, `const`, `default` and `examples` are values, not schemas.
    copy[key] = ['enum', 'const', 'default', 'examples', 'required'].includes(key)
      ? value
      : key === 'properties' && isSchema(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, boundIntegers(v)]))
        : boundIntegers(value);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer')) {
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) {
      copy.minimum = int4.minimum;
    }
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) {
      copy.maximum = int4.maximum;
    }
  }
  return copy;
}

/** Objects and arrays of parsed input (not a raw body: a Buffer or a stream). */
function isParsedInput(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

interface Finding {
  field: string;
  reason: 'invalidCharacters' | 'nestingTooDeep' | 'notANumber';
}

/**
 * The first string (or key) with bad characters, non-finite number, or nesting beyond the
 * limit; walked without recursion.
 */
export function findBadInput(value: unknown, root = ''): Finding | undefined {
  const stack: [unknown, string, number][] = [[value, root, 0]];
  while (stack.length > 0) {
    const [current, path, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnstorableCharacter(current)) return { field: path, reason: 'invalidCharacters' };
      continue;
    }
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return { field: path, reason: 'notANumber' };
      continue;
    }
    if (!isParsedInput(current)) continue;
    if (depth >= maxInputDepth) return { field: path, reason: 'nestingTooDeep' };
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (hasUnstorableCharacter(key)) return { field: childPath, reason: 'invalidCharacters' };
      stack.push([child, childPath, depth + 1]);
    }
  }
  return undefined;
}

const messages: Record<Finding['reason'], string> = {
  invalidCharacters: 'A text holds a NUL character or an unpaired surrogate.',
  nestingTooDeep: `The request is nested deeper than ${maxInputDepth} levels.`,
  notANumber: 'A number is not finite.',
};

function refuseBadInput(request: FastifyRequest) {
  // A bulk call given a number instead of its list: the validator wraps it in a copy only.
  const bodySchema = request.routeOptions.schema?.body as { type?: unknown } | undefined;
  if (bodySchema?.type === 'array' && !Array.isArray(request.body)) {
    throw new HttpError(400, 'validation', 'The body must be a list.', [
      { field: '', reason: 'type' },
    ]);
  }
  const finding =
    findBadInput(request.params) ?? findBadInput(request.query) ?? findBadInput(request.body);
  if (!finding) return;
  throw new HttpError(400, 'validation', messages[finding.reason], [
    { field: finding.field, reason: finding.reason },
  ]);
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  const ours = (url: string | undefined) => !url?.startsWith(emulatorPrefix);
  app.addHook('onRoute', (route) => {
    if (!route.schema || !ours(route.url)) return;
    const schema = { ...route.schema };
    for (const part of ['body', 'querystring', 'params'] as const) {
      if (schema[part]) schema[part] = boundIntegers(schema[part]);
    }
    route.schema = schema;
  });
  // After validation: its coercion turns a query's `1e309` into Infinity, which no bound stops.
  // Not on a machine-only route (Meta's webhooks): it reads no params or query, and its raw
  // body (a Buffer, which this guard passes anyway) is made storable where it is read.
  // A callback hook: no promise per request.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!ours(request.routeOptions.url) || isMachineOnly(request)) return done();
    try {
      refuseBadInput(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
});
