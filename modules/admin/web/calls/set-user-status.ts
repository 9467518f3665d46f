import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { listUsers, setUserStatus } from '../../contract';

export const useSetUserStatus = () => useConsoleChange(setUserStatus, listUsers);
