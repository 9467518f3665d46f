import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { listUserIdentities, unlinkUserIdentity } from '../../contract';

export const useUnlinkUserIdentity = () => useConsoleChange(unlinkUserIdentity, listUserIdentities);
