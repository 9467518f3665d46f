import type { ThemeConfig } from 'antd/es/config-provider';

/**
 * The console's antd colours, chosen so that text keeps a contrast of 4.5:1 or more (WCAG AA) on white
 * and on antd's pale tints: antd's defaults (#1677ff, #ff4d4f, placeholders at #bfbfbf…) fall short.
 * The same primary, danger and muted colours as the phone pages' in platform/ui/app.css.
 */
const COLOURS: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorSuccess: '#0b7a3e',
    colorWarning: '#a15c00',
    colorTextPlaceholder: '#6b6f76',
    colorTextDescription: '#5f6672',
    colorTextTertiary: '#5f6672',
    // Tags write their text in the 7th shade of these: the default seeds' is too pale on the tag's tint.
    green: '#237804',
    orange: '#ad4e00',
  },
};

/**
 * The console's theme for this browser: without antd's zooms and slides when the person asked their
 * system for less motion (WCAG 2.3.3), which also keeps dialogs still under a test's pointer.
 */
export function consoleTheme(): ThemeConfig {
  const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return still ? { token: { ...COLOURS.token, motion: false } } : COLOURS;
}
