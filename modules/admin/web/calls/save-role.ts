import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { listRoles, listUsers, saveRole } from '../../contract';

export const useSaveRole = () => useConsoleChange(saveRole, listRoles, listUsers);
