import { z } from 'zod';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { invalid } from '@quad/platform/server/errors';
import type { TDatasetColumn } from '../contract';

/** The declaration of a dataset kind, as an area writes it at `register` time. */
export interface TDatasetKindSpec<S extends z.ZodObject> {
  /** Unique in the process, prefixed by the owner: `course.grades`. */
  id: string;
  /** The declaring area's id. */
  owner: string;
  /** Chinese name, shown in the console and the history. */
  title: string;
  /** The row's columns; each column's `.describe()` is its Chinese title (the file's header may use it). */
  columns: S;
  /** The column(s) that identify a row within a version. */
  key: readonly (keyof z.output<S> & string)[];
  /** The column naming the person a row belongs to (their username, 学工号 as the school system knows it); absent: the kind is public. */
  person?: keyof z.output<S> & string;
  /** The column naming the department or class a row falls under (id, code or name), for staff reads. */
  scope?: keyof z.output<S> & string;
  /** The roles whose holders read rows within their scope (`roleScope` of that app's modules); absent: no staff reads. */
  staff?: { app: string; modules: readonly string[] };
  /**
   * Runs once a load of the kind has become current (not after a rollback), before the load answers:
   * the area announces what is new (`changedRows` since `previousVersion`). A throw leaves the load
   * served and is written into its message in the history.
   */
  onReady?: (siteDb: SiteDb, load: TReadyLoad) => Promise<void>;
}

/** A load just made current, and the version it replaced (0: the kind's first). */
export interface TReadyLoad {
  kind: string;
  version: number;
  previousVersion: number;
}

export interface TDatasetKind<S extends z.ZodObject = z.ZodObject> extends TDatasetKindSpec<S> {
  /** Column name → Chinese title, in declaration order. */
  readonly columnList: TDatasetColumn[];
}

// Keyed by id: a kind is code, the same for every server built in this process (like the claim guards).
const kinds = new Map<string, TDatasetKind>();

/** The field's Chinese title: its description, looking through optional/default/pipe wrappers. */
function titleOf(field: z.ZodType | undefined, name: string): string {
  for (let depth = 0; field && depth < 5; depth++) {
    if (field.description) return field.description;
    const def = field._zod.def as { innerType?: z.ZodType; in?: z.ZodType };
    field = def.innerType ?? def.in;
  }
  return name;
}

/**
 * Declares a dataset kind (an area calls it at `register` time, or at module load). Declaring the same
 * id again replaces it (a test server built twice in one process); a key, person or scope column the
 * schema lacks is a programming error and throws.
 */
export function defineDatasetKind<S extends z.ZodObject>(spec: TDatasetKindSpec<S>): TDatasetKind<S> {
  const shape = spec.columns.shape as Record<string, z.ZodType>;
  const named = [...spec.key, spec.person, spec.scope].filter((c): c is string => typeof c === 'string');
  for (const column of named) if (!(column in shape)) throw new Error(`dataset ${spec.id}: no column ${column}`);
  if (spec.key.length === 0) throw new Error(`dataset ${spec.id}: a key is needed`);
  if (spec.staff && !spec.scope) throw new Error(`dataset ${spec.id}: staff reads need a scope column`);
  const columnList = Object.entries(shape).map(([name, field]) => ({
    name,
    title: titleOf(field, name),
    required: !field.safeParse(undefined).success,
  }));
  const kind: TDatasetKind<S> = { ...spec, columnList };
  kinds.set(spec.id, kind as unknown as TDatasetKind);
  return kind;
}

/** Every declared kind, by id order. */
export const allDatasetKinds = (): TDatasetKind[] => [...kinds.values()].sort((a, b) => a.id.localeCompare(b.id));

/** A kind by id (or the kind itself); an unknown id is the caller's mistake, answered in Chinese. */
export function requireKind<S extends z.ZodObject>(kind: TDatasetKind<S> | string): TDatasetKind<S> {
  if (typeof kind !== 'string') return kind;
  const found = kinds.get(kind);
  if (!found) throw invalid({ kind: '没有这个数据集' });
  return found as unknown as TDatasetKind<S>;
}

/** The text a row is keyed by: one column's value, or the JSON list of several. */
export function keyOf(kind: TDatasetKind, row: Record<string, unknown>): string {
  const parts = kind.key.map((column) => cellText(row[column]));
  return parts.length === 1 ? parts[0] : JSON.stringify(parts);
}

export const cellText = (value: unknown): string => (value === undefined || value === null ? '' : value instanceof Date ? value.toISOString() : String(value));
