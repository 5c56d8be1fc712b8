// The operations of the real app, read from its OpenAPI document (what route() declares: path,
// method, `x-auth`, the JSON schemas of path, query and body). The fuzz and authorization matrix
// tests are driven from here, so a route added later is covered without editing them.
import type { FastifyInstance } from 'fastify';

export type Auth = 'none' | 'optional' | 'user' | 'seller' | 'admin';

/** The subset of JSON Schema that zod's toJSONSchema writes for our inputs. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
}

export interface Operation {
  /** `METHOD /path` as written in the document, e.g. `GET /api/brand/{id}`. */
  key: string;
  method: string;
  path: string;
  auth: Auth;
  /** The staff permission an admin route needs (`x-permission`), if it names one. */
  permission?: string;
  pathParams: { name: string; schema: Schema }[];
  /** The query (GET) or body (other methods) as one object schema. */
  input: { properties: Record<string, Schema>; required: string[] };
  inQuery: boolean;
}

interface DocOperation {
  'x-auth'?: Auth;
  'x-permission'?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Every operation of the document except the documentation's own pages. */
export function operations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, DocOperation>> };
  const found: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase();
      const params = op.parameters ?? [];
      const query = params.filter((p) => p.in === 'query');
      const body = op.requestBody?.content?.['application/json']?.schema;
      const input = body
        ? { properties: body.properties ?? {}, required: body.required ?? [] }
        : {
            properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
            required: query.filter((p) => p.required).map((p) => p.name),
          };
      found.push({
        key: `${method} ${path}`,
        method,
        path,
        auth: op['x-auth'] ?? 'none',
        permission: op['x-permission'],
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        input,
        inQuery: method === 'GET' || method === 'HEAD',
      });
    }
  }
  return found;
}

const STRING_CANDIDATES = [
  'x',
  'abcd',
  'USD',
  'ES',
  'en',
  '123456',
  '1',
  '1,2',
  'FUZZ_1',
  'FUZZ1234',
  'ABCD-1234',
  '+34 600 000 001',
  '1234',
  '4242424242424242',
  'pm_card_visa',
  'uploads/proof/abcdefgh.webp',
  'abcdefghijklmnopqrstuvwxyz',
  'fuzz-slug',
  'fuzz.txt',
];

function sampleString(s: Schema, name: string): string {
  const fits = (v: string) =>
    (!s.pattern || new RegExp(s.pattern).test(v)) &&
    v.length >= (s.minLength ?? 0) &&
    v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY);
  const preferred = /email/.test(name)
    ? ['fuzz@example.test']
    : /(^|_)(to|ends_at|until)$/.test(name)
      ? ['2030-12-31']
      : /(^|_)(from|at|date)$/.test(name)
        ? ['2024-01-15']
        : /password/.test(name)
          ? ['fuzz-password-1']
          : [];
  return [...preferred, ...STRING_CANDIDATES].find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

/** A plausible valid value of a schema: the baseline the fuzz variants start from. */
export function sample(s: Schema, name = ''): unknown {
  if (s.enum?.length) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return sample(alternatives[0]!, name);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const low = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? 1);
      return Math.min(Math.max(1, low), s.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items ?? {}, name));
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, k)]));
    case 'string':
      return sampleString(s, name);
    default:
      return 'x';
  }
}

/** The type a schema asks for first ('string', 'integer', ...), for wrong-type variants. */
export function typeOf(s: Schema): string {
  if (s.enum?.length) return typeof s.enum[0];
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return typeOf(alternatives[0]!);
  return (Array.isArray(s.type) ? s.type[0] : s.type) ?? 'any';
}
