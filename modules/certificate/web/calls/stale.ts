import { listBacklog, listStarted } from '@quad/workflow-engine/contract';
import { certificateStatistic, listCertificateRecords, listMyCertificates } from '../../contract';

/** What a new request, a decision or a revocation changes. */
export const certificateReads = [listMyCertificates, listCertificateRecords, certificateStatistic, listStarted, listBacklog];
