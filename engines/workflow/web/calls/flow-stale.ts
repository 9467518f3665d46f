import { countTodos, listTodos } from '@quad/contracts/todo-calls';
import { getInstance, listBacklog, listDone, listStarted } from '../../contract';

/**
 * What any action on an instance makes out of date: the instance itself, every list of tasks and
 * requests, and the platform's to-do inbox (the engine closes a to-do the moment a task is decided).
 */
export const FLOW_STALE = [getInstance, listBacklog, listDone, listStarted, listTodos, countTodos];
