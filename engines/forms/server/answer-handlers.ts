import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TMember } from '@quad/platform/server/identity/audience';
import type { TAnswerValues, TFormDefinition } from '../shared/definition';
import type { TFormHead } from './store';

/** An answer just written by any fill path (the phone's submit, the original protocol's save, an area's save path). */
export interface TAnswerWritten {
  /** The answer's transaction: what a handler writes lands with the answer, or neither does. */
  tx: SiteDb;
  form: TFormHead;
  /** The design of the version the answer was judged by. */
  definition: TFormDefinition;
  answer: {
    id: string;
    day: string;
    version: number;
    /** The cleaned values, as stored. */
    values: TAnswerValues;
    /** The submission's id (the page's, or one made for a client that sent none): new for every submission. */
    requestId: string;
    /** An answer already in its slot was changed (an editable form), rather than a new one written. */
    changed: boolean;
  };
  /** Who answered. */
  member: TMember;
}

type THandler = (written: TAnswerWritten) => Promise<void>;

/** One per owner: a server registering its areas again (a second app in one process) replaces, never doubles, it. */
const handlers = new Map<string, THandler>();

/**
 * Registers what an area does with every answer of every form (the forms area: an approval for the
 * forms whose setting asks for one), inside the answer's transaction: if the handler throws, the
 * answer is not saved either and the person is told why. Unlike `afterWrite`, which one area's own
 * save path passes for its own form, this reaches the generic fill calls the engine answers itself.
 */
export function onAnswerWritten(owner: string, handler: THandler): void {
  handlers.set(owner, handler);
}

export async function runAnswerHandlers(written: TAnswerWritten): Promise<void> {
  for (const handler of handlers.values()) await handler(written);
}
