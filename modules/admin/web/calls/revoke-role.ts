import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { listRoles, listUsers, revokeRole } from '../../contract';

export const useRevokeRole = () => useConsoleChange(revokeRole, listUsers, listRoles);
