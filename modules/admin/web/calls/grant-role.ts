import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { grantRole, listRoles, listUsers } from '../../contract';

export const useGrantRole = () => useConsoleChange(grantRole, listUsers, listRoles);
