/** A JSON Schema node of the reference document (OpenAPI 3.1 = JSON Schema 2020-12). */
export type TSchema = { [key: string]: unknown };

/** One limit of a field, named so the screen can say it in the reader's language. */
export interface TLimit {
  kind: 'length' | 'range' | 'items' | 'pattern' | 'enum' | 'format' | 'default' | 'numericString';
  value: string;
}

export interface TField {
  /** `a`, `a.b`, `items[].id`: nested fields are flattened under their parent. */
  name: string;
  type: string;
  required: boolean;
  limits: TLimit[];
  description: string;
  /** Where a parameter travels when it is not the body or the query (`header` for webhook signatures). */
  location?: string;
}

const isNumericString = (s: TSchema) => s.type === 'string' && s.pattern === '^-?\\d+$';

/**
 * Request numbers accept a number or a numeric string (`anyOf: [integer, string pattern]`): the
 * reader wants "integer" and the number's limits, plus a note that a string of digits also works.
 */
export function unwrap(schema: TSchema): { schema: TSchema; numericString: boolean } {
  const branches = (schema.anyOf ?? schema.oneOf) as TSchema[] | undefined;
  if (!branches) return { schema, numericString: false };
  const numericString = branches.some(isNumericString);
  const main = branches.find((b) => !isNumericString(b) && b.type !== 'null') ?? branches[0] ?? {};
  return {
    schema: { ...main, description: schema.description ?? main.description, default: schema.default ?? main.default },
    numericString,
  };
}

const refName = (ref: string) => ref.split('/').pop() ?? ref;

export function typeOf(schema: TSchema): string {
  const { schema: s } = unwrap(schema);
  if (typeof s.$ref === 'string') return refName(s.$ref);
  if ('const' in s) return JSON.stringify(s.const);
  const type = Array.isArray(s.type) ? s.type.join(' | ') : (s.type as string | undefined);
  if (type === 'array') return `array<${typeOf((s.items as TSchema | undefined) ?? {})}>`;
  if (type === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object')
    return `map<string, ${typeOf(s.additionalProperties as TSchema)}>`;
  return type ?? 'any';
}

const span = (min: unknown, max: unknown) =>
  min !== undefined && max !== undefined ? `${min}–${max}` : min !== undefined ? `≥ ${min}` : `≤ ${max}`;

export function limitsOf(schema: TSchema): TLimit[] {
  const { schema: s, numericString } = unwrap(schema);
  const limits: TLimit[] = [];
  if (s.minLength !== undefined || s.maxLength !== undefined) limits.push({ kind: 'length', value: span(s.minLength, s.maxLength) });
  if (s.minimum !== undefined || s.maximum !== undefined) limits.push({ kind: 'range', value: span(s.minimum, s.maximum) });
  if (s.minItems !== undefined || s.maxItems !== undefined) limits.push({ kind: 'items', value: span(s.minItems, s.maxItems) });
  const items = s.items as TSchema | undefined;
  const choices = (s.enum ?? items?.enum) as unknown[] | undefined;
  if (choices) limits.push({ kind: 'enum', value: choices.map(String).join(' | ') });
  if (typeof s.pattern === 'string') limits.push({ kind: 'pattern', value: s.pattern });
  if (typeof s.format === 'string') limits.push({ kind: 'format', value: s.format });
  if (s.default !== undefined) limits.push({ kind: 'default', value: JSON.stringify(s.default) });
  if (numericString) limits.push({ kind: 'numericString', value: '' });
  return limits;
}

/** Properties of an object schema, nested objects and arrays of objects flattened (a few levels deep). */
export function fieldsOf(schema: TSchema | undefined, prefix = '', depth = 0): TField[] {
  const s = schema ? unwrap(schema).schema : undefined;
  const properties = s?.properties as Record<string, TSchema> | undefined;
  if (!properties || depth > 4) return [];
  const required = new Set((s?.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([key, field]) => {
    const name = prefix + key;
    const own: TField = {
      name,
      type: typeOf(field),
      required: required.has(key),
      limits: limitsOf(field),
      description: String(field.description ?? ''),
    };
    const inner = unwrap(field).schema;
    const nested =
      inner.type === 'array' ? fieldsOf(inner.items as TSchema, `${name}[].`, depth + 1) : fieldsOf(inner, `${name}.`, depth + 1);
    return [own, ...nested];
  });
}
