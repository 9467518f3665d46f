import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { getSettings, resetSetting } from '../../contract-settings';

export const useResetSetting = () => useConsoleChange(resetSetting, getSettings);
