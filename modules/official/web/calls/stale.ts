import { listTodos } from '@quad/contracts/todo-calls';
import { listStarted } from '@quad/workflow-engine/contract';
import { getDocument, listDocumentRecords, listPublished, listReceived, listSent } from '../../contract';

/** What a change to a document (saved, sent, signed, published) makes stale. */
export const officialReads = [getDocument, listSent, listReceived, listPublished, listDocumentRecords, listStarted, listTodos];
