import { z } from 'zod';

export type TJsonSchema = Record<string, unknown>;

const NUMBER_LIMITS = ['type', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];

/**
 * Request fields such as `int()` accept a number or a numeric string and check their limits after
 * converting; the input side of the pipe alone would lose those limits, so they are carried back
 * onto its number branch.
 */
function carryPipeLimits(ctx: { zodSchema: unknown; jsonSchema: TJsonSchema }): void {
  if (!(ctx.zodSchema instanceof z.ZodPipe)) return;
  const out = z.toJSONSchema(ctx.zodSchema.out, { io: 'output', unrepresentable: 'any' }) as TJsonSchema;
  if (out.type !== 'integer' && out.type !== 'number') return;
  const limits = Object.fromEntries(NUMBER_LIMITS.filter((k) => k in out).map((k) => [k, out[k]]));
  const branches = [ctx.jsonSchema, ...((ctx.jsonSchema.anyOf as TJsonSchema[] | undefined) ?? [])];
  for (const branch of branches) if (branch.type === 'number') Object.assign(branch, limits);
}

function rewriteRefs(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, names));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (key === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')) {
        return [key, `#/components/schemas/${names.get(v.slice('#/$defs/'.length)) ?? ''}`];
      }
      return [key, rewriteRefs(v, names)];
    }),
  );
}

// Contracts are module constants: every server built in a process (tests build one per file) converts each once.
const converted = { input: new WeakMap<z.ZodType, TJsonSchema>(), output: new WeakMap<z.ZodType, TJsonSchema>() };

/** zod's JSON Schema of a contract, never changed by its readers. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): TJsonSchema {
  let json = converted[io].get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any', override: carryPipeLimits }) as TJsonSchema;
    converted[io].set(schema, json);
  }
  return json;
}

/**
 * Turns zod contracts into JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). Shared pieces
 * that zod puts in `$defs` (schemas with an id, recursive ones) become components of the document,
 * since a `$ref` inside an OpenAPI document resolves against the document, not the schema.
 */
export class SchemaBook {
  readonly components: Record<string, TJsonSchema> = {};
  private counter = 0;

  convert(schema: z.ZodType, io: 'input' | 'output'): TJsonSchema {
    const json = jsonSchemaOf(schema, io);
    const { $schema: _dialect, $defs, ...rest } = json;
    const defs = ($defs ?? {}) as Record<string, TJsonSchema>;
    const names = new Map<string, string>();
    for (const name of Object.keys(defs)) {
      // Ids the contracts chose stay as they are; zod's generated names get a unique one.
      const base = name.startsWith('__') ? `Schema${++this.counter}` : name;
      names.set(name, io === 'input' ? `${base}Input` : base);
    }
    for (const [name, def] of Object.entries(defs)) this.components[names.get(name) ?? name] = rewriteRefs(def, names) as TJsonSchema;
    return rewriteRefs(rest, names) as TJsonSchema;
  }
}
