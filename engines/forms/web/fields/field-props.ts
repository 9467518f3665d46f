import type { TField } from '@quad/forms-engine/shared/definition';
import { DEFAULT_MAX_COUNT } from '@quad/forms-engine/shared/field-checks';

/** What every field control gets: its definition, its raw answer, and how to change it. */
export interface TFieldProps {
  field: TField;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly: boolean;
  /** The input's id, so the label points at it. */
  inputId: string;
}

export const asText = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** Upload ids, ticked options: a list whatever the stored shape. */
export const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? value.split(',') : [];

/** How many uploads a field takes: its own limit, else the engine's default for the kind. */
export const maxUploads = (kind: 'image' | 'file', maxCount?: number) => maxCount ?? DEFAULT_MAX_COUNT[kind];
