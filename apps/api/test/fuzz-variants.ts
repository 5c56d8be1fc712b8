// Malformed requests built from an operation's parameter schema (fuzz.test.ts): bad values for
// each field, broken bodies and content types, oversized bodies and hostile path parameters.
import { type Operation, sample, typeOf } from './openapi-ops.ts';

/** A JSON literal written as is (numbers JavaScript cannot hold, keys JSON.stringify would drop). */
export class Raw {
  constructor(readonly text: string) {}
}

export interface Variant {
  name: string;
  /** Encoded path segments by parameter name (the baseline's where absent). */
  path?: Record<string, string>;
  query?: string;
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

type Value = unknown;
type Fields = Record<string, Value>;

/** Percent-encoding that also writes lone surrogates (as their CESU-8 bytes) instead of throwing. */
export function encode(value: string): string {
  let out = '';
  for (const ch of value) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      const code = ch.charCodeAt(0);
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return out;
}

const scalar = (v: Value): string =>
  v instanceof Raw ? v.text : v === null || v === undefined ? '' : typeof v === 'object' ? '' : String(v);

/** Form pairs: arrays repeat the key, objects become `key[sub]` (the `a[b]=1` forms). */
function pairs(key: string, v: Value, depth = 0): [string, string][] {
  if (v === undefined) return [];
  if (Array.isArray(v)) return v.flatMap((item) => pairs(depth ? `${key}[]` : key, item, depth + 1));
  if (v !== null && typeof v === 'object' && !(v instanceof Raw)) {
    const entries = Object.entries(v);
    return entries.length ? entries.flatMap(([k, item]) => pairs(`${key}[${k}]`, item, depth + 1)) : [[key, '']];
  }
  return [[key, scalar(v)]];
}

export const form = (fields: Fields) =>
  Object.entries(fields)
    .flatMap(([k, v]) => pairs(k, v))
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');

export function json(value: Value): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `@@RAW${raws.length - 1}@@`;
    }
    return v;
  });
  return (text ?? 'null').replace(/"@@RAW(\d+)@@"/g, (_m, i) => raws[Number(i)]!);
}

export function multipart(fields: Fields, files: Record<string, Buffer> = {}, boundary = 'fuzzb0undary') {
  const parts: Buffer[] = Object.entries(fields)
    .flatMap(([k, v]) => pairs(k, v))
    .map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="../../etc/passwd"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const MB = 1024 * 1024;
const DATES = ['2024-02-30', '2023-02-29', '1', '0', '99999-01-01', '2024-02-29T25:61:00Z'];
const NUMBERS: [string, Value][] = [
  ['-1', -1],
  ['zero', 0],
  ['fraction', 1.5],
  ['1e308', new Raw('1e308')],
  ['2^63', new Raw('9223372036854775808')],
  ['2^53+1', new Raw('9007199254740993')],
  ['int4+1', 2147483648],
  ['-int4-1', -2147483649],
  ['2^63 text', '9223372036854775808'],
  ['1e308 text', '1e308'],
  ['NaN', 'NaN'],
  ['hex', '0x10'],
  ['huge digits', '9'.repeat(400)],
];
const TEXTS: [string, Value][] = [
  ['lone high surrogate', 'a\uD800b'],
  ['lone low surrogate', '\uDC00'],
  ['control characters', '\u0001\u0008\u001b[2J\u007f\r\n\t'],
  ['bidi and BOM', '\u202Eevil\uFEFF😀'],
  ['SQL statement', '1; DROP TABLE users'],
  ['encoded traversal', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
  ['upload traversal', 'uploads/../../etc/passwd'],
  ['proto', '__proto__'],
  ['spaces', '   '],
  ['60k string', 'y'.repeat(60_000)],
  ['-1 text', '-1'],
  ['2^63 text', '9223372036854775808'],
];

/**
 * Bad values for one field of the given JSON type: [name, value]; undefined leaves the field out.
 * Numbers go to numeric fields, dates and hostile text to text fields, the rest to all.
 */
export function badValues(type: string): [string, Value][] {
  const wrongType: Value = type === 'string' ? 12345 : type === 'boolean' ? 'maybe' : type === 'array' ? 'x' : 'abc';
  return [
    ['missing', undefined],
    ['wrong type', wrongType],
    ['nested object', { a: { b: 1 } }],
    ['array', [1, [2, 3], { x: 1 }]],
    ['null', null],
    ['proto object', new Raw('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}')],
    ['NUL', 'a\u0000b'],
    ['SQL quote', "' OR 1=1 --"],
    ['path traversal', '../../etc/passwd'],
    ...(type === 'string' ? [...DATES.map((d): [string, Value] => [`date ${d}`, d]), ...TEXTS] : NUMBERS),
  ];
}

/** Valid values for every field; `known` supplies real ids (an order that exists, ...) by field. */
export const baseline = (op: Operation, known: (field: string) => unknown = () => undefined): Fields =>
  Object.fromEntries(Object.entries(op.input.properties).map(([k, s]) => [k, known(k) ?? sample(s, k)]));

const PATH_VALUES = [
  '-1',
  '0',
  '1.5',
  '1e308',
  '9223372036854775808',
  '9007199254740993',
  '2147483648',
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF%FE',
  '%ZZ',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2Fetc%2Fpasswd',
  '%27%20OR%201%3D1%20--',
  '1%3B%20DROP%20TABLE%20users',
  '__proto__',
  'constructor',
  '%20',
  '%0D%0A',
  'x'.repeat(2000),
];

/** Hostile values for each path parameter (others keep the baseline). */
export function pathVariants(op: Operation): Variant[] {
  return op.pathParams.flatMap((p) =>
    PATH_VALUES.map((v) => ({ name: `path ${p.name}=${v.slice(0, 30)}`, path: { [p.name]: v } })),
  );
}

/**
 * One field set to a bad value, the rest valid; sent as JSON (bodies) or in the query, some also
 * form-encoded. At most about `budget` of them: beyond it every field still gets bad values and
 * every bad value still goes to some field (a diagonal through fields × values), so operations with
 * many fields stay affordable. With the whole sweep, one 1 MB value: over the body limit in a body;
 * in a query it stands for URLs a real server's header size limit would refuse before they arrive.
 */
export function fieldVariants(op: Operation, base: Fields, budget: number): Variant[] {
  const fields = Object.entries(op.input.properties);
  const total = fields.reduce((n, [, schema]) => n + badValues(typeOf(schema)).length, 0);
  const step = Math.max(1, Math.ceil(total / budget));
  const out: Variant[] = [];
  fields.forEach(([field, schema], f) => {
    badValues(typeOf(schema)).forEach(([name, value], k) => {
      if ((f + k) % step !== 0) return;
      const changed = { ...base, [field]: value };
      if (value === undefined) delete changed[field];
      out.push(send(op, `${field}: ${name}`, changed));
      if (!op.inQuery && FORM_KINDS.has(name)) {
        out.push({ name: `${field}: ${name} (form)`, body: form(changed), contentType: FORM });
      }
    });
  });
  const first = fields[0]?.[0];
  if (first && step === 1)
    out.push(send(op, `${first}: 1 MB`, { ...base, [first]: (op.inQuery ? 'q' : 'z').repeat(MB) }));
  return out;
}

const FORM = 'application/x-www-form-urlencoded';
/** Bad values worth sending form-encoded too (where they arrive as text and `a[b]=1` shapes). */
const FORM_KINDS = new Set([
  'nested object',
  'array',
  'NUL',
  'lone high surrogate',
  'SQL quote',
  'date 2024-02-30',
  '2^63 text',
]);

function send(op: Operation, name: string, fields: Fields): Variant {
  return op.inQuery ? { name, query: form(fields) } : { name, body: json(fields), contentType: 'application/json' };
}

/** Whole-request variants: bodies, content types, sizes, keys, headers. */
export function requestVariants(op: Operation, base: Fields, bodyLimit: number): Variant[] {
  const keys = Object.keys(base);
  const every = (v: Value) => Object.fromEntries(keys.map((k) => [k, v]));
  const required = Object.fromEntries(Object.entries(base).filter(([k]) => !op.input.required.includes(k)));
  const mp = multipart(base);
  const junk = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x01]);
  const over = 'o'.repeat(bodyLimit + 1);
  const variants: Variant[] = [
    send(op, 'baseline', base),
    { name: 'nothing' },
    send(op, 'required fields missing', required),
    send(op, 'extra fields', { ...base, extra_field: 'x', zzz: [1, 2], nested: { deep: { er: 1 } } }),
    send(op, 'all SQL', every("' OR 1=1 --")),
    send(op, 'all traversal', every('../../etc/passwd')),
    send(op, 'all nested', every({ b: '1', c: ['2'] })),
    send(op, 'all NUL', every('\u0000')),
    { name: 'baseline as form', body: form(base), contentType: FORM },
    { name: 'baseline as multipart', body: mp.body, contentType: mp.contentType },
    {
      name: 'baseline in query and body',
      query: `${form(base)}&${form(base)}`,
      body: json(base),
      contentType: 'application/json',
    },
    {
      name: 'proto keys (JSON)',
      body: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":1,${json(base).slice(1)}`,
      contentType: 'application/json',
    },
    {
      name: 'proto keys (form)',
      body: `__proto__[polluted]=1&constructor[prototype][x]=1&${form(base)}`,
      contentType: FORM,
    },
    { name: 'proto keys (query)', query: `__proto__[polluted]=1&constructor=1&prototype=1&${form(base)}` },
    {
      name: 'bracket forms',
      body: form(every({ b: '1' }))
        .replace(/%5B/g, '[')
        .replace(/%5D/g, ']'),
      contentType: FORM,
    },
    { name: 'invalid JSON', body: '{"a":', contentType: 'application/json' },
    { name: 'JSON array', body: '[1,2,3]', contentType: 'application/json' },
    { name: 'JSON null', body: 'null', contentType: 'application/json' },
    { name: 'deep JSON', body: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, contentType: 'application/json' },
    { name: 'JSON with BOM', body: `\uFEFF${json(base)}`, contentType: 'application/json' },
    {
      name: 'invalid UTF-8',
      body: Buffer.concat([Buffer.from('{"a":"'), junk, Buffer.from('"}')]),
      contentType: 'application/json',
    },
    { name: 'JSON, odd charset', body: json(base), contentType: 'application/json; charset=utf-7' },
    { name: 'text/plain', body: 'just text', contentType: 'text/plain' },
    { name: 'application/xml', body: '<?xml version="1.0"?><a><b>1</b></a>', contentType: 'application/xml' },
    { name: 'garbage content type', body: 'a=1', contentType: 'a/b/c;;;=' },
    { name: 'no content type', body: 'a=1' },
    { name: 'multipart without boundary', body: mp.body, contentType: 'multipart/form-data' },
    {
      name: 'multipart, body not multipart',
      body: 'this is not multipart',
      contentType: 'multipart/form-data; boundary=zzz',
    },
    {
      name: 'multipart cut short',
      body: mp.body.subarray(0, Math.floor(mp.body.length / 2)),
      contentType: mp.contentType,
    },
    (() => {
      const many = multipart(Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`f${i}`, 'v'])));
      return { name: 'multipart, 250 fields', body: many.body, contentType: many.contentType };
    })(),
    (() => {
      const files = multipart({}, Object.fromEntries([...keys, 'file'].map((k) => [k, junk])));
      return { name: 'multipart, files in every field', body: files.body, contentType: files.contentType };
    })(),
    { name: 'oversized JSON', body: json({ ...base, pad: over }), contentType: 'application/json' },
    (() => {
      const big = multipart({ ...base, pad: over });
      return { name: 'oversized multipart', body: big.body, contentType: big.contentType };
    })(),
    {
      ...send(op, 'hostile headers', base),
      headers: {
        lang: '../../etc/passwd',
        currency: "' OR 1=1 --",
        'x-request-id': 'x'.repeat(5000),
        'idempotency-key': '\u00ff'.repeat(300),
        'content-encoding': 'gzip',
      },
    },
  ];
  return variants;
}
