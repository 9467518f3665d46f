import type pgModule from 'pg';

/** PostgreSQL type ids whose text is kept as sent. */
const NUMERIC_TYPES = new Set([20, 1700]); // int8, numeric
const TIME_TYPES = new Set([1082, 1083, 1114, 1184, 1266]); // date, time, timestamp, timestamptz, timetz

/**
 * A bigint or numeric as a number when a double holds it exactly (15 significant digits), else its
 * text: a student number in a bigint column or a money amount must never come back rounded.
 */
function exactNumber(text: string): number | string {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const digits = text.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  return digits.length <= 15 ? Number(text) : text;
}

/**
 * The parsers of one pull's connection, so values come out the same whatever the process set
 * globally: numbers as above; dates and times as the text PostgreSQL sends (`2026-09-01`,
 * `2026-09-01 08:00:00+08`), never moved into the server's time zone by a JS Date; the rest as pg parses.
 */
export function pullTypes(pg: typeof pgModule): pgModule.CustomTypesConfig {
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') => {
    if (NUMERIC_TYPES.has(oid)) return exactNumber;
    if (TIME_TYPES.has(oid)) return (text: string) => text;
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as pgModule.CustomTypesConfig['getTypeParser'];
  return { getTypeParser };
}
