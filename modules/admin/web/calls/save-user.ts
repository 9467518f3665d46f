import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { listDepartments, listUsers, saveUser } from '../../contract';

export const useSaveUser = () => useConsoleChange(saveUser, listUsers, listDepartments);
