import { addConsoleStrings } from './console-bundle';
import zh from './i18n/zh.json';
import en from './i18n/en.json';
import tw from './i18n/tw.json';

/** The console frame's own strings (namespace `console`), added when its chunk arrives, so the phone's first load doesn't carry them. */
addConsoleStrings('console', { zh, en, tw });

export const CONSOLE_NS = 'console';
