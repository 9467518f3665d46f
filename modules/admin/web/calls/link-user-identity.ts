import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { linkUserIdentity, listUserIdentities } from '../../contract';

export const useLinkUserIdentity = () => useConsoleChange(linkUserIdentity, listUserIdentities);
