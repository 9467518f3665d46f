import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@quad/platform/shell/router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';
import { CaptchaPage } from './captcha-page';

vi.mock('@quad/platform/shell/dialogs', () => ({ POPUP_MS: 1500, toast: vi.fn(), alert: vi.fn(), closePopups: vi.fn() }));

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'hkhtml', zh, true, true);
});

const ok = (d: unknown) => new Response(JSON.stringify({ e: 0, m: '操作成功', d }));

describe('hkhtml/index', () => {
  it('goes back to the page that sent someone here with the token, and never to another site', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        new URL(url, 'http://localhost').pathname === '/api/captcha/new'
          ? ok({ id: 'c1', background: 'data:image/jpeg;base64,AA==', piece: 'data:image/png;base64,AA==', y: 30, width: 320, height: 160, pieceSize: 56, expiresIn: 120 })
          : ok({ token: 'tk' }),
      ),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', href: 'http://localhost/site/hkhtml/index', assign });
    for (const [redirect, back] of [
      ['http://localhost/site/sale/index?item=3', 'http://localhost/site/sale/index?item=3&captcha_token=tk'],
      ['https://evil.example/steal', 'http://localhost/site/hkhtml/index?captcha_token=tk'],
    ] as const) {
      const page = render(
        <MemoryRouter initialEntries={[`/hkhtml/index?redirect=${encodeURIComponent(redirect)}`]}>
          <CaptchaPage />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { name: '安全验证' })).toBeTruthy();
      const handle = await screen.findByRole('slider');
      await waitFor(() => expect(handle.hasAttribute('disabled')).toBe(false));
      for (let i = 0; i < 6; i++) fireEvent.keyDown(handle, { key: 'ArrowRight' });
      await act(async () => void fireEvent.keyDown(handle, { key: 'Enter' }));
      await waitFor(() => expect(assign).toHaveBeenLastCalledWith(back));
      page.unmount();
    }
  });
});
