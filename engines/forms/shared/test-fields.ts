import type { TColumn, TField, TFieldKind } from './definition';

/**
 * A field of a test's design with its kind read from its key, as the designer names keys
 * (`number_7_4` is a number field): a fixture then says only what its test is about.
 */
export const testField = (key: string, label: string, more: Partial<TField> = {}): TField => ({
  key,
  kind: key.slice(0, key.indexOf('_')) as TFieldKind,
  label,
  ...more,
});

/** A child table of a test's design, with its columns. */
export const testTable = (key: string, label: string, columns: TField[]): TField => testField(key, label, { columns: columns as TColumn[] });
