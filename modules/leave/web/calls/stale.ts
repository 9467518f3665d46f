import { countTodos, listTodos } from '@quad/contracts/todo-calls';
import { getInstance, listBacklog, listStarted } from '@quad/workflow-engine/contract';
import { leaveStatistic, listLeaveRecords, listMyLeaves } from '../../contract';

/** What a new request, a 销假, a decision or a request sent again changes (a sent-again one leaves its applicant's to-dos). */
export const leaveReads = [listMyLeaves, listLeaveRecords, leaveStatistic, listStarted, listBacklog, getInstance, listTodos, countTodos];
