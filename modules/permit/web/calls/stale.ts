import { listBacklog, listStarted } from '@quad/workflow-engine/contract';
import { listMyCars } from '../../contract';
import { listPermitRecords, permitStatistic } from '../../contract-office';

/** What a new request or a revocation changes. */
export const permitReads = [listMyCars, listPermitRecords, permitStatistic, listStarted, listBacklog];
