import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { listSites, setSiteStatus } from '../../contract-sites';

export const useSetSiteStatus = () => useConsoleChange(setSiteStatus, listSites);
