import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { getSettings, setSetting } from '../../contract-settings';

export const useSetSetting = () => useConsoleChange(setSetting, getSettings);
