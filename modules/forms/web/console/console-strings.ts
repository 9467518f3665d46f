import { addConsoleStrings } from '@quad/platform/shell/console/console-bundle';
import zh from '../../i18n/console/zh.json';
import en from '../../i18n/console/en.json';
import tw from '../../i18n/console/tw.json';

/** The designer's, results' and print's strings, off the phone's form pages (a few KB of their first-load budget). */
addConsoleStrings('forms-console', { zh, en, tw });

export const FORMS_CONSOLE_NS = 'forms-console';
