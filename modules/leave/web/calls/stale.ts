import { listBacklog, listStarted } from '@quad/workflow-engine/contract';
import { leaveStatistic, listLeaveRecords, listMyLeaves } from '../../contract';

/** What a new request, a 销假 or a decision changes. */
export const leaveReads = [listMyLeaves, listLeaveRecords, leaveStatistic, listStarted, listBacklog];
