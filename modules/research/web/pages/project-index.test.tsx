import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { ProjectIndexPage } from './project-index';

const call = (n: number) => ({
  id: `c${n}`,
  title: `批次${n}`,
  level: n === 1 ? 'national' : 'school',
  deadline: '2099-12-31',
  description: '',
  departments: n === 1 ? [{ id: 'd1', name: '计算机学院' }] : [],
  status: 'open',
  declared: n,
  created: 1_700_000_000,
});

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'research', zh, true, true);
});

describe('project calls', () => {
  it('lists the open calls with who may declare, and opens the declaration under the one chosen', async () => {
    serveListPages('/research/api/calls/open', 2, call);
    renderPage(<ProjectIndexPage />, '/project/index');
    const items = within(await screen.findByRole('list', { name: '可申报的批次' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('计算机学院')).toBeTruthy();
    expect(within(items[1]!).getByText('全校各院系')).toBeTruthy();
    fireEvent.click(within(items[0]!).getByRole('button', { name: '申报' }));
    expect(await screen.findByText('批次1')).toBeTruthy();
    expect(screen.getByText(/国家级 · 截止 2099-12-31 · 本人为项目负责人/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '项目名称' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交申报' })).toBeTruthy();
  });
});
