import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { listDepartments, listUsers, saveDepartment } from '../../contract';

export const useSaveDepartment = () => useConsoleChange(saveDepartment, listDepartments, listUsers);
