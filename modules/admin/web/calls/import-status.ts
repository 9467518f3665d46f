import { invalidateCalls } from '@quad/platform/shell/calls';
import { listAudit, listDepartments, listUsers } from '../../contract';

/** An import job that ended added people, departments and audit rows: those lists are read again. */
export const importEnded = () => invalidateCalls(listUsers, listDepartments, listAudit);
