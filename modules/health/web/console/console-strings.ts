import { addConsoleStrings } from '@quad/platform/shell/console/console-bundle';
import zh from '../../i18n/console/zh.json';
import en from '../../i18n/console/en.json';
import tw from '../../i18n/console/tw.json';

/** The report settings screen's strings, off the daily report's first load. */
addConsoleStrings('health-console', { zh, en, tw });

export const HEALTH_CONSOLE_NS = 'health-console';
