import type { TOperationView } from './openapi-model';
import { unwrap, type TSchema } from './schema-text';

/** A plausible value for a field, from what its schema says (example, default, choices, limits). */
export function exampleValue(schema: TSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 5) return null;
  const { schema: s } = unwrap(schema);
  const examples = s.examples as unknown[] | undefined;
  if (examples?.length) return examples[0];
  if (s.default !== undefined) return s.default;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  switch (Array.isArray(s.type) ? s.type[0] : s.type) {
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : 1;
      const max = typeof s.maximum === 'number' ? s.maximum : Number.MAX_SAFE_INTEGER;
      return Math.min(Math.max(min, 1), max);
    }
    case 'boolean':
      return true;
    case 'array':
      return [exampleValue(s.items as TSchema, depth + 1)];
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, TSchema>;
      const value = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, exampleValue(v, depth + 1)]));
      if (s.additionalProperties && typeof s.additionalProperties === 'object')
        return { ...value, key: exampleValue(s.additionalProperties as TSchema, depth + 1) };
      return value;
    }
    case 'string':
      return stringExample(s);
    default:
      return null;
  }
}

function stringExample(s: TSchema): string {
  if (s.format === 'uri' || s.format === 'url') return 'https://example.edu.cn/hook';
  if (s.format === 'email') return 'someone@example.edu.cn';
  if (s.contentMediaType) return '@文件路径';
  const min = typeof s.minLength === 'number' ? s.minLength : 1;
  return 'abc'.padEnd(min, 'x');
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** What identifies the caller: a service token for role-guarded calls, the session cookie for "me" calls. */
function credentials(op: TOperationView): string[] {
  if (!op.access || op.access === 'public') return [];
  if (op.access === 'session') return [`-b ${quote('eai-sess=<会话>')}`];
  return [`-H ${quote('Authorization: Bearer qst_<令牌>')}`];
}

/** Fields a form body can carry: scalars and arrays of scalars (repeated keys). */
const formPairs = (value: Record<string, unknown>): [string, string][] | undefined => {
  const pairs: [string, string][] = [];
  for (const [key, v] of Object.entries(value)) {
    // A field of no particular type (unknown) has no example worth sending.
    if (v === null || v === undefined) continue;
    const items = Array.isArray(v) ? v : [v];
    if (items.some((i) => i !== null && typeof i === 'object')) return undefined;
    for (const item of items) pairs.push([key, String(item)]);
  }
  return pairs;
};

export interface TExamples {
  /** curl with a form body (or query string, or multipart); absent when the fields don't fit a form. */
  curl?: string;
  /** curl with the same request as JSON; absent for GET and multipart. */
  curlJson?: string;
  /** The JSON body on its own. */
  json?: string;
}

/** Example requests of an operation against `origin`, built from its schema. */
export function examplesOf(op: TOperationView, origin: string): TExamples {
  if (op.page || op.tag === 'webhooks') return {};
  const input = (exampleValue(op.input) ?? {}) as Record<string, unknown>;
  const url = origin + op.path;
  const head = [`curl ${op.method === 'GET' ? '-G' : `-X ${op.method}`} ${quote(url)}`, ...credentials(op)];
  const pairs = formPairs(input);
  const multipart = op.encodings[0] === 'multipart/form-data';
  const flag = multipart ? '-F' : '--data-urlencode';
  const curl = pairs ? [...head, ...pairs.map(([k, v]) => `${flag} ${quote(`${k}=${v}`)}`)].join(' \\\n  ') : undefined;
  if (op.method === 'GET' || multipart || !op.encodings.length) return { curl };
  const json = JSON.stringify(input, null, 2);
  const curlJson = [...head, `-H ${quote('Content-Type: application/json')}`, `--data ${quote(JSON.stringify(input))}`].join(' \\\n  ');
  return { curl, curlJson, json };
}
