import { sql, type RawBuilder } from 'kysely';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * LIKE patterns for what a person typed: their `%`, `_` and `\` are searched for literally, on
 * SQLite (which has no escape character unless told) and PostgreSQL alike.
 */
export const likeContaining = (text: string): RawBuilder<string> => sql<string>`${`%${escapeLike(text)}%`} escape '\\'`;
export const likeStartingWith = (text: string): RawBuilder<string> => sql<string>`${`${escapeLike(text)}%`} escape '\\'`;
