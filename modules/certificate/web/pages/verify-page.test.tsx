import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { VerifyPage } from './verify-page';

const FOUND = { holder: '张*', typeName: '在读证明', number: '〔2026〕证字第0012号', office: '教务处', issued: 1_780_000_000 };

/** The public verify call answers by code: `good` valid, `gone` revoked, anything else unknown. */
function serveVerification() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const code = new URL(url, 'http://localhost').searchParams.get('code');
      const d =
        code === 'good'
          ? { state: 'valid', ...FOUND, revoked: 0 }
          : code === 'gone'
            ? { state: 'revoked', ...FOUND, revoked: 1_780_100_000 }
            : { state: 'unknown', holder: '', typeName: '', number: '', office: '', issued: 0, revoked: 0 };
      return new Response(JSON.stringify({ e: 0, m: '', d }));
    }),
  );
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'certificate', zh, true, true);
});
beforeEach(serveVerification);

describe('the public verify page', () => {
  it('shows a valid certificate with its type, number, masked holder and office', async () => {
    renderPage(<VerifyPage />, '/certificate/verify?code=good');
    expect(await screen.findByRole('heading', { name: '证明有效' })).toBeTruthy();
    for (const text of ['在读证明', '〔2026〕证字第0012号', '张*', '教务处']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText('作废时间')).toBeNull();
  });

  it('says when a certificate was revoked', async () => {
    renderPage(<VerifyPage />, '/certificate/verify?code=gone');
    expect(await screen.findByRole('heading', { name: '证明已作废' })).toBeTruthy();
    expect(screen.getByText('作废时间')).toBeTruthy();
  });

  it('finds nothing for an unknown code, and asks for one when the address has none', async () => {
    renderPage(<VerifyPage />, '/certificate/verify?code=nope');
    expect(await screen.findByRole('heading', { name: '未找到该证明，请确认二维码来自本校开具的证明' })).toBeTruthy();
    renderPage(<VerifyPage />, '/certificate/verify');
    expect(screen.getByRole('heading', { name: '缺少核验码，请扫描证明上的二维码' })).toBeTruthy();
  });
});
