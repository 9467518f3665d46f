import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAreaTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import { translations } from '../translations';
import { BacklogPage } from './backlog';
import { FlowPage } from './flow';
import { WaitPage } from './waitpage';

beforeAll(async () => {
  // As the router loads them: the area's strings and the workflow engine's its pages brought.
  setupI18n('zh');
  await registerAreaTranslations('document', translations);
});

const todo = (n: number) => ({
  id: `d${n}`,
  app: 'leave',
  title: `请假申请${n}`,
  summary: '辅导员审批',
  link: `/document/flow?id=i${n}`,
  created: 1_790_000_000 - n,
  deadline: 0,
});

/** A request waiting for me at its only step: enough to see the page put the engine's parts together. */
const instance = {
  id: 'i1',
  app: 'leave',
  title: '李同学的请假申请',
  status: 'running',
  applicant: { id: 'u1', name: '李同学', number: '2023001', department: '计算机学院' },
  values: { reason: '回家' },
  created: 1_790_000_000,
  updated: 1_790_000_000,
  steps: [
    {
      key: 'counsellor',
      name: '辅导员审批',
      kind: 'single',
      state: 'active',
      people: [{ id: 'u3', name: '张老师', status: 'pending', decided: 0 }],
    },
  ],
  log: [{ action: 'submit', actor: '李同学', step: '', comment: '', detail: '', changes: [], attachments: [], at: 1_790_000_000 }],
  cc: [
    { id: 'u5', name: '钱主任', read: 1_790_000_100 },
    { id: 'u6', name: '孙老师', read: 0 },
  ],
  myTask: { id: 't1', step: '辅导员审批', editable: [], chooseNext: null, rejectTo: [] },
  canWithdraw: false,
  canUrge: false,
};

const serveInstance = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      new URL(url, 'http://localhost').pathname.endsWith('/instance/detail')
        ? new Response(JSON.stringify({ e: 0, m: '', d: instance }))
        : new Response(JSON.stringify({ e: 10004, m: '不存在', d: {} })),
    ),
  );

describe('document pages', () => {
  it('待办 says there is nothing to do when the inbox is empty', async () => {
    serveListPages('/api/todo/list', 0, todo);
    renderPage(<BacklogPage />, '/document/backlog');
    expect(await screen.findByText('暂无待办')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '待办' }).getAttribute('aria-selected')).toBe('true');
  });

  it('待办 lists every area’s tasks, each opening where it is done', async () => {
    serveListPages('/api/todo/list', 2, todo);
    renderPage(<BacklogPage />, '/document/backlog');
    const link = await screen.findByRole('link', { name: /^请假申请1/ });
    expect(link.getAttribute('href')).toBe('/document/flow?id=i1');
  });

  it('shows a request: who asked, the values, the steps, my actions and the log', async () => {
    serveInstance();
    renderPage(<FlowPage />, '/document/flow?id=i1');
    expect(await screen.findByRole('heading', { level: 1, name: '李同学的请假申请' })).toBeTruthy();
    expect(screen.getByText('李同学（2023001，计算机学院）')).toBeTruthy();
    // No area of app 'leave' is installed here: the values still show, by their keys, once that is known.
    expect((await screen.findByText('reason')).nextElementSibling?.textContent).toBe('回家');
    for (const section of ['申请内容', '审批流程', '办理', '抄送', '流转记录'])
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    expect(screen.getByRole('button', { name: '同意' })).toBeTruthy();
    expect(screen.getByText('钱主任 · 已读')).toBeTruthy();
    expect(screen.getByText('孙老师 · 未读')).toBeTruthy();
  });

  it('抄送 asks for at least one person before sending', async () => {
    serveInstance();
    renderPage(<FlowPage />, '/document/flow?id=i1');
    fireEvent.click(await screen.findByRole('button', { name: '抄送他人' }));
    fireEvent.click(within(screen.getByRole('form', { name: '抄送他人' })).getByRole('button', { name: '确定' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请选择抄送人');
  });

  it('待阅 lists what was copied to me, unread ones marked, each opening its request', async () => {
    serveListPages(
      '/workflow/api/cc/list',
      2,
      (n) => ({
        id: `c${n}`,
        instanceId: `i${n}`,
        app: 'leave',
        title: `请假申请${n}`,
        status: 'running',
        applicant: '李同学',
        from: '张老师',
        created: 1_790_000_000 - n,
        read: n === 1 ? 0 : 1_790_000_500,
      }),
      { unread: 1 },
    );
    renderPage(<WaitPage />, '/document/waitpage');
    const unread = await screen.findByRole('link', { name: /^请假申请1/ });
    expect(unread.getAttribute('href')).toBe('/document/flow?id=i1');
    expect(unread.textContent).toContain('未读');
    expect(unread.textContent).toContain('抄送人：张老师');
    expect(screen.getByRole('link', { name: /^请假申请2/ }).textContent).toContain('已读');
    expect(screen.getByRole('tab', { name: '待阅' }).getAttribute('aria-selected')).toBe('true');
  });
});
