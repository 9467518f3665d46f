import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { currentLang, type TLang } from '../shell/i18n';

type TAntdLocale = typeof zhCN;

/** antd-mobile's own texts (clear, confirm, loading…) per language; zh ships with it, the others load on demand. */
const LOCALES: Record<TLang, () => Promise<TAntdLocale>> = {
  zh: async () => zhCN,
  en: async () => (await import('antd-mobile/es/locales/en-US')).default,
  tw: async () => (await import('./antd-locale-tw')).default,
};

/**
 * Keeps antd-mobile's built-in texts in the app's language: the provider for components on the
 * page, the default config for popups opened imperatively (Toast, Dialog).
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  useTranslation(); // re-renders on a language change
  const lang = currentLang();
  const [locale, setLocale] = useState<TAntdLocale>(zhCN);
  useEffect(() => {
    let current = true;
    void LOCALES[lang]().then((next) => {
      if (!current) return;
      setDefaultConfig({ locale: next });
      setLocale(next);
    });
    return () => {
      current = false;
    };
  }, [lang]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
