import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { deleteDepartment, listDepartments } from '../../contract';

export const useDeleteDepartment = () => useConsoleChange(deleteDepartment, listDepartments);
