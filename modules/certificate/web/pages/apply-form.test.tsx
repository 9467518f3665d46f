import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { ApplyForm } from './apply-form';

/** The types call answers `types`; the apply call is never reached in these tests. */
function serveTypes(types: unknown[]) {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ e: 0, m: '', d: { list: types } })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'certificate', zh, true, true);
});

describe('the certificate request form', () => {
  it('says so when the person may ask for no certificate', async () => {
    queryClient.clear();
    serveTypes([]);
    renderPage(<ApplyForm onSent={() => {}} />, '/certificate/index');
    expect(await screen.findByText('暂时没有您可以申请的证明')).toBeTruthy();
  });

  it('asks for the type before sending anything', async () => {
    queryClient.clear();
    const fetch = serveTypes([{ id: 't1', name: '在读证明', office: '教务处', description: '' }]);
    renderPage(<ApplyForm onSent={() => {}} />, '/certificate/index');
    fireEvent.click(await screen.findByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请选择证明类型')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url)).some((url) => url.includes('/certificate/api/apply'))).toBe(false);
  });
});
