import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { getDefaultConfig, useConfig } from 'antd-mobile/es/components/config-provider';
import { base } from 'antd-mobile/es/locales/base';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { AntdLocale } from './antd-locale';
import twLocale from './antd-locale-tw';
import { changeLanguage, setupI18n } from '../shell/i18n';

/** What an antd-mobile component reads for its own texts. */
function Probe() {
  const { locale } = useConfig();
  return (
    <p>
      {locale.common.confirm} / {locale.Input.clear}
    </p>
  );
}

describe("antd-mobile's built-in texts follow the language", () => {
  it('in zh, en and tw, for components and for imperative popups', async () => {
    const i18n = setupI18n('zh');
    render(
      <I18nextProvider i18n={i18n}>
        <AntdLocale>
          <Probe />
        </AntdLocale>
      </I18nextProvider>,
    );
    expect(screen.getByText('确定 / 清除')).toBeTruthy();

    await act(() => changeLanguage('en'));
    await screen.findByText('Confirm / clear');
    expect(getDefaultConfig().locale.common.confirm).toBe('Confirm');

    await act(() => changeLanguage('tw'));
    await screen.findByText('確定 / 清除');
    expect(getDefaultConfig().locale.common.confirm).toBe('確定');

    await act(() => changeLanguage('zh'));
    await screen.findByText('确定 / 清除');
  });
});

/** Texts of `locale` still in antd-mobile's English base where zh-CN has Chinese. */
function leftInEnglish(locale: object, english: object = base, chinese: object = zhCN, path = ''): string[] {
  return Object.entries(english).flatMap(([key, value]) => {
    const at = (o: object) => (o as Record<string, unknown>)[key];
    if (typeof value === 'object' && !Array.isArray(value))
      return leftInEnglish(at(locale) as object, value, at(chinese) as object, `${path}${key}.`);
    const same = (o: object) => JSON.stringify(at(o)) === JSON.stringify(value);
    return same(locale) && !same(chinese) ? [path + key] : [];
  });
}

describe('the tw locale', () => {
  it('has no text left in English', () => {
    expect(leftInEnglish(twLocale)).toEqual([]);
  });
});
