import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@quad/platform/console/screen-test-kit';
import { setupI18n } from '@quad/platform/shell/i18n';
import { DEFAULT_HEALTH_SETTINGS } from '../../contract-settings';
import zh from '../../i18n/zh.json';
import type { ComponentType } from 'react';

/** antd spaces out two-character button labels outside the console frame. */
const SAVE = /^保\s?存$/;

type TSaved = { settings: typeof DEFAULT_HEALTH_SETTINGS };

/** A fake server: the settings as stored, and the save call answering `saveAnswers` in turn. */
function serve(saveAnswers: unknown[]) {
  const saved: TSaved[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path.endsWith('/settings/get')) return new Response(JSON.stringify({ e: 0, m: '', d: { settings: DEFAULT_HEALTH_SETTINGS, reportFormNo: 1, baseFormNo: 2 } }));
      if (path.endsWith('/settings/save')) {
        saved.push(JSON.parse(String(init.body)) as TSaved);
        return new Response(JSON.stringify(saveAnswers[saved.length - 1]));
      }
      return new Response(JSON.stringify({ e: 0, m: '', d: { kind: 'daily', day: '2026-11-22', deadline: '14:00', totals: {}, rows: [] } }));
    }),
  );
  return saved;
}

let SettingsScreen: ComponentType;

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'health', zh, true, true);
  // The console's own strings register when its modules load: after i18n is set up.
  SettingsScreen = (await import('./settings-screen')).default;
});

describe('settings screen', () => {
  it("saves the edited settings and shows the server's field errors on their fields", async () => {
    const saved = serve([
      { e: 10022, m: 'settings：关闭时间应晚于开放时间', d: { errors: { 'settings.openUntil': 'settings：关闭时间应晚于开放时间' } } },
      { e: 0, m: '', d: {} },
    ]);
    renderScreen(<SettingsScreen />);
    const title = (await screen.findByLabelText('晨午晚检标题')) as HTMLInputElement;
    expect(title.value).toBe('晨午晚检');
    fireEvent.change(title, { target: { value: '每日三检' } });
    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText('关闭时间应晚于开放时间')).toBeTruthy();
    expect(saved[0]?.settings).toMatchObject({ checkTitle: '每日三检', deadline: '14:00', checkSlots: DEFAULT_HEALTH_SETTINGS.checkSlots });

    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText('已保存')).toBeTruthy();
    await waitFor(() => expect(saved).toHaveLength(2));
  }, 30_000);
});
