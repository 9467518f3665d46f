import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';
import type { TLang } from '../i18n';

// The ESM locale files: `antd/locale/*` is CommonJS and would pull a second copy of antd's picker code.
const LOCALES: Record<TLang, { antd: Locale; dayjs: string }> = {
  zh: { antd: zhCN, dayjs: 'zh-cn' },
  en: { antd: enUS, dayjs: 'en' },
  tw: { antd: zhTW, dayjs: 'zh-tw' },
};

/**
 * antd's texts (pagination, pickers, empty tables) in the portal's language. dayjs's locale is
 * global, so the date pickers' month and week names follow too; nothing else in the app formats
 * dates with dayjs.
 */
export function antdLocale(lang: TLang): Locale {
  const locale = LOCALES[lang];
  dayjs.locale(locale.dayjs);
  return locale.antd;
}
