/**
 * The operations of the OpenAPI document the app serves at `/docs/json`, read for the generated
 * suites (test/server/openapi): each route's parameters, body schema, rights and whether it is
 * public, and valid sample values made from its schemas. A new route is covered by those suites
 * without anyone writing a case for it.
 */
import { randomUUID } from 'node:crypto';

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  /** The path as the document writes it, e.g. `/WhatsAppApi/template/{id}`. */
  path: string;
  /** `GET /WhatsAppApi/template/{id}`: how the suites name an operation. */
  key: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: Schema };
  rights: string[];
  public: boolean;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  'x-rights'?: string[];
  'x-public'?: boolean;
}

/** Every operation of the served document; fails when the document lists none. */
export async function loadOperations(baseUrl: string): Promise<Operation[]> {
  const response = await fetch(`${baseUrl}/docs/json`);
  if (response.status !== 200) throw new Error(`/docs/json answered ${response.status}`);
  const document = (await response.json()) as {
    paths: Record<string, Record<string, RawOperation>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(methods)) {
      const [contentType, content] = Object.entries(raw.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        parameters: raw.parameters ?? [],
        body: content ? { contentType, schema: content.schema ?? {} } : undefined,
        rights: raw['x-rights'] ?? [],
        public: raw['x-public'] === true,
      });
    }
  }
  if (operations.length < 50) {
    throw new Error(`the OpenAPI document lists only ${operations.length} operations`);
  }
  return operations;
}

export const writes = (operation: Operation) =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method);

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A value the schema accepts (as far as the document says: handlers may check more). */
export function sampleOf(schema: Schema | undefined): unknown {
  if (!schema) return {};
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return sampleOf(alternative);
  const type = typesOf(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : '');
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema);
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        value[name] = sampleOf(property);
      }
      return value;
    }
    default:
      return schema.nullable ? null : {};
  }
}

function sampleString(schema: Schema): string {
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  if (schema.pattern?.includes('[0-9a-fA-F]{8}')) return randomUUID();
  if (schema.pattern === '^/(?!/)') return '/';
  return 'a'.repeat(Math.max(schema.minLength ?? 1, 3)).slice(0, schema.maxLength ?? 3);
}

/** The path with its `{name}` placeholders filled (values URL-encoded unless `raw`). */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    raw ? values[name] : encodeURIComponent(values[name] ?? ''),
  );
}

/** Sample values of an operation's path and query parameters, as strings for the URL. */
export function sampleParameters(operation: Operation, where: 'path' | 'query') {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === where)) {
    if (where === 'query' && !parameter.required) continue;
    values[parameter.name] = String(sampleOf(parameter.schema));
  }
  return values;
}

export function queryString(values: Record<string, string>): string {
  const search = new URLSearchParams(values).toString();
  return search ? `?${search}` : '';
}
