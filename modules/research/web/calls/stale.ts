import { listBacklog, listStarted } from '@quad/workflow-engine/contract';
import { listCalls, listMyPapers, listMyProjects, listOpenCalls, listResearchRecords, myWorkload, researchStatistic } from '../../contract';

/** What a declaration, a registration, a withdrawal or a decision changes. */
export const researchReads = [listMyProjects, listMyPapers, listOpenCalls, listCalls, listResearchRecords, researchStatistic, myWorkload, listStarted, listBacklog];
