import { fieldsOf, type TField, type TSchema } from './schema-text';

export type TAccess = 'public' | 'session' | { app: string; module?: string };

export interface TOperationView {
  key: string;
  tag: string;
  method: string;
  path: string;
  summary: string;
  /** The document's notes (who may call it, other addresses), one paragraph each. */
  notes: string[];
  access?: TAccess;
  /** Body encodings in the server's order of preference; empty for GET and bodiless calls. */
  encodings: string[];
  /** `query` for GET, `body` for POST bodies, `header` only for the webhook signatures. */
  fields: TField[];
  /** The request body or query as one object schema, for the examples. */
  input?: TSchema;
  /** The shape of `d` on success; undefined for pages that answer HTML, files or redirects. */
  output?: TSchema;
  errors: { e: number; m: string }[];
  /** Set for pages (`html`, `redirect`, …): not a JSON call. */
  page?: string[];
}

export interface TGroup {
  tag: string;
  name: string;
  operations: TOperationView[];
}

interface TParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: TSchema;
}

type TOperationDoc = TSchema & {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema?: TSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: TSchema }> }>;
  'x-access'?: TAccess;
  'x-errors'?: { e: number; m: string }[];
  'x-page'?: string[];
};

export interface TOpenApiDocument {
  info?: { description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, TOperationDoc>>;
  webhooks?: Record<string, Record<string, TOperationDoc>>;
}

/** Query parameters as one object schema, so fields and examples treat GET and POST alike. */
function parametersSchema(parameters: TParameter[]): TSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, { ...p.schema, description: p.description ?? p.schema?.description }])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/** `d` of the success branch of the `{e, m, d}` answer. */
function successData(op: TOperationDoc): TSchema | undefined {
  const schema = op.responses?.['200']?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  const success = (schema.oneOf as TSchema[] | undefined)?.[0] ?? schema;
  return (success.properties as Record<string, TSchema> | undefined)?.d;
}

function operationView(path: string, method: string, op: TOperationDoc): TOperationView {
  const content = op.requestBody?.content ?? {};
  const encodings = Object.keys(content);
  const bodySchema = encodings.length ? content[encodings[0] ?? '']?.schema : undefined;
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const others = (op.parameters ?? []).filter((p) => p.in !== 'query');
  const input = bodySchema ?? (query.length ? parametersSchema(query) : undefined);
  const located = others.flatMap((p) => fieldsOf(parametersSchema([p])).map((f) => ({ ...f, location: p.in })));
  return {
    key: `${method} ${path}`,
    tag: op.tags?.[0] ?? 'platform',
    method: method.toUpperCase(),
    path,
    summary: op.summary ?? '',
    notes: (op.description ?? '').split('\n\n').filter(Boolean),
    access: op['x-access'],
    encodings,
    fields: [...located, ...fieldsOf(input)],
    input,
    output: op['x-page'] && !op.responses?.['200']?.content?.['application/json'] ? undefined : successData(op),
    errors: op['x-errors'] ?? [],
    page: op['x-page'],
  };
}

/** The document's operations (and the webhooks the portal sends) grouped by tag, in the document's tag order. */
export function readDocument(doc: TOpenApiDocument): TGroup[] {
  const views = [
    ...Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => operationView(path, method, op)),
    ),
    ...Object.entries(doc.webhooks ?? {}).flatMap(([event, item]) =>
      Object.entries(item).map(([method, op]) => ({ ...operationView(event, method, op), tag: 'webhooks' })),
    ),
  ];
  const groups = (doc.tags ?? []).map((t) => ({ tag: t.name, name: t.description ?? t.name, operations: [] as TOperationView[] }));
  for (const view of views) {
    let group = groups.find((g) => g.tag === view.tag);
    if (!group) groups.push((group = { tag: view.tag, name: view.tag, operations: [] }));
    group.operations.push(view);
  }
  for (const group of groups) group.operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return groups.filter((g) => g.operations.length > 0);
}

const haystack = (op: TOperationView) =>
  [op.path, op.summary, ...op.fields.flatMap((f) => [f.name, f.description])].join('\n').toLowerCase();

/** Operations whose path, summary or a field's name or description contains every word of the query. */
export function searchGroups(groups: TGroup[], query: string): TGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return groups;
  return groups
    .map((g) => ({ ...g, operations: g.operations.filter((op) => words.every((w) => haystack(op).includes(w))) }))
    .filter((g) => g.operations.length > 0);
}
