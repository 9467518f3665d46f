import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { MemoryRouter } from '@quad/platform/shell/router';
import zh from '../../i18n/zh.json';
import { HelpContactPage, HelpFaqPage, HelpFaqsPage, HelpGuidePage } from './help-pages';
import { ssoLoginHref } from './sso-start';

/** The server: each path's envelope (or a failure), as the help calls ask for them. */
function serve(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      const answer = answers[path];
      return new Response(JSON.stringify(answer ?? { e: 1, m: '服务繁忙', d: {} }));
    }),
  );
}

const show = (page: ReactNode, at = '/publicsso/index') =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );

const help = (over: object = {}) => ({ e: 0, m: '操作成功', d: { guide: '1. 点击登录\n2. 输入学号', contact: { text: '信息办', phone: '010-1', email: 'a@b.cn' }, signInEnabled: true, ...over } });

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'sso', zh, true, true);
});
afterEach(() => queryClient.clear());

describe('publicsso pages', () => {
  it('shows the guide with the sign-in button only when CAS or OIDC is on', async () => {
    serve({ '/sso/api/help': help() });
    show(<HelpGuidePage />);
    expect(await screen.findByText(/点击登录/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '统一身份认证登录' }).getAttribute('href')).toBe('/sso/api/login?redirect=%2Fsite%2F');
    queryClient.clear();
    serve({ '/sso/api/help': help({ signInEnabled: false, guide: '' }) });
    show(<HelpGuidePage />);
    expect(await screen.findByText('暂无使用指南')).toBeTruthy();
  });

  it('lists the questions, says so when there are none, and shows the server’s refusal', async () => {
    serve({ '/sso/api/help/faqs': { e: 0, m: '操作成功', d: { list: [{ id: 'f1', question: '忘记密码怎么办？', sort: 10 }] } } });
    show(<HelpFaqsPage />);
    expect((await screen.findByRole('link', { name: '忘记密码怎么办？' })).getAttribute('href')).toContain('publicsso/helpdetail?id=f1');
    queryClient.clear();
    serve({ '/sso/api/help/faqs': { e: 0, m: '操作成功', d: { list: [] } } });
    show(<HelpFaqsPage />);
    expect(await screen.findByText('暂无常见问题')).toBeTruthy();
    queryClient.clear();
    serve({});
    show(<HelpFaqsPage />);
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
  });

  it('shows one answer, and the contact', async () => {
    serve({ '/sso/api/help/faq': { e: 0, m: '操作成功', d: { id: 'f1', question: '问？', answer: '答。', sort: 0 } }, '/sso/api/help': help() });
    show(<HelpFaqPage />, '/publicsso/helpdetail?id=f1');
    expect(await screen.findByText('答。')).toBeTruthy();
    show(<HelpContactPage />, '/publicsso/helpIndexmsg');
    expect((await screen.findByRole('link', { name: '010-1' })).getAttribute('href')).toBe('tel:010-1');
  });

  it('starts sign-in at the server’s entry (CAS or OIDC) with the page’s own redirect', () => {
    expect(ssoLoginHref('/site/notice/index')).toBe('/sso/api/login?redirect=%2Fsite%2Fnotice%2Findex');
  });
});
