import { z } from 'zod';

/**
 * Inputs and answers that many calls share, written once so that every area says them the same way
 * (and the reference shows them the same way).
 */

/** The input of a call that reads no parameter; whatever a page sends besides is let through. */
export const anyInput = z.object({}).loose();

/** Inputs made by `idInput`: a call taking one can always answer "not found" (see `defineCall`). */
const recordInputs = new WeakSet<z.ZodType>();

/** The input of a call about one record: its `id`. */
export const idInput = <I extends z.ZodType>(id: I) => {
  const input = z.object({ id });
  recordInputs.add(input);
  return input;
};

/** Whether a call's input is one record's id, made by `idInput`. */
export const isIdInput = (input: z.ZodType): boolean => recordInputs.has(input);

/** The answer of a call whose success is all there is to say: `d` is `{}`. */
export const okAnswer = z.object({});

/** The answer of a call that created or saved a record: its id. */
export const idAnswer = z.object({ id: z.string() });

/** A whole (unpaged) list: `{ list }`. */
export const listOf = <I extends z.ZodType>(item: I) => z.object({ list: z.array(item) });

