import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { OfficialHomePage } from './official-home';

const item = (n: number) => ({
  id: `d${n}`,
  title: `关于第${n}项工作的通知`,
  templateName: '北辰大学文件',
  status: (['draft', 'running', 'returned', 'issued', 'published'] as const)[(n - 1) % 5],
  number: n > 3 ? `北辰发〔2026〕${n}号` : '',
  drafter: '教师演示账号',
  issued: 0,
  created: 1_780_000_000,
  updated: 1_780_000_000 - n,
});

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'official', zh, true, true);
});

describe('the official documents home', () => {
  it('lists what went to my units, unsigned ones tagged, each opening its receipt page', async () => {
    serveListPages('/official/api/received', 2, (n) => ({ ...item(n + 3), receiptId: `r${n}`, unit: '计算机学院', signedAt: n === 1 ? 0 : 1_780_000_100 }));
    renderPage(<OfficialHomePage />, '/document/officialpage');
    const rows = within(await screen.findByRole('list', { name: '收文' })).getAllByRole('listitem');
    expect(rows.map((li) => li.querySelector('.of-status')?.textContent)).toEqual(['未签收', '已签收']);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/document/user?id=d4');
    expect(within(rows[0]!).getByText('北辰发〔2026〕4号')).toBeTruthy();
  });

  it('lists my drafts by state with 拟稿; a draft or returned one opens the editor, the others their circulation', async () => {
    serveListPages('/official/api/sent', 5, item);
    renderPage(<OfficialHomePage />, '/document/officialpage?tab=sent');
    const rows = within(await screen.findByRole('list', { name: '发文' })).getAllByRole('listitem');
    expect(rows.map((li) => li.querySelector('.of-status')?.textContent)).toEqual(['草稿', '审批中', '已退回', '已签发', '已发布']);
    expect(rows.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual([
      '/document/redpage?id=d1',
      '/document/flowpage?id=d2',
      '/document/redpage?id=d3',
      '/document/flowpage?id=d4',
      '/document/flowpage?id=d5',
    ]);
    expect(screen.getByRole('button', { name: '拟稿' })).toBeTruthy();
  });

  it('says so when nothing is public', async () => {
    serveListPages('/official/api/published', 0, item);
    renderPage(<OfficialHomePage />, '/document/officialpage?tab=public');
    expect(await screen.findByText('暂无公开的公文')).toBeTruthy();
  });
});
