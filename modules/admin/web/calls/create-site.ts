import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { createSite, listSites } from '../../contract-sites';

export const useCreateSite = () => useConsoleChange(createSite, listSites);
