import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { ChooseCompanyPage } from './choose-company';
import { FlowPage } from './flow-page';
import { ReceiptPage } from './receipt-page';
import { RedPage } from './red-page';

// Toasts and the loading mask are antd-mobile's, drawn after the test ends: not what these tests look at.
vi.mock('@quad/platform/shell/dialogs', () => ({ toast: vi.fn(), alert: vi.fn(async () => {}), confirm: vi.fn(async () => true), closePopups: vi.fn(), POPUP_MS: 1500 }));

const UNITS = [
  { id: 'u1', name: '计算机学院' },
  { id: 'u2', name: '数学学院' },
  { id: 'u3', name: '外国语学院' },
];
const receipt = (id: string, unit: string, kind: 'main' | 'copy', signedAt = 0, signer = '') => ({ id, unitId: id, unit, kind, signer, signedAt });
const ISSUED = {
  id: 'd1',
  title: '关于期末考试安排的通知',
  templateName: '北辰大学文件',
  templateId: 't1',
  status: 'issued',
  number: '北辰发〔2026〕12号',
  drafter: '教师演示账号',
  organ: '北辰大学党政办公室',
  sealUrl: '/attach?file=seal',
  body: '各学院：\n期末考试安排如下。',
  mainUnits: [UNITS[0]],
  copyUnits: [UNITS[1]],
  issuedDay: '2026-06-01',
  issued: 1_780_000_000,
  created: 1_779_000_000,
  updated: 1_780_000_000,
  instanceId: 'i1',
  pastInstances: [],
  returnComment: '',
  receipts: [receipt('r1', '计算机学院', 'main', 1_780_000_100, '李老师'), receipt('r2', '数学学院', 'copy')],
  mine: true,
  canEdit: false,
  canPublish: true,
  canUrge: true,
  myReceipts: [],
};

/** Answers each call by path from `answers` (a function gets the sent input), recording what was sent. */
function serve(answers: Record<string, unknown | ((input: Record<string, unknown>) => unknown)>) {
  const sent: { path: string; input: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const address = new URL(url, 'http://localhost');
      const body = typeof init?.body === 'string' ? init.body : '';
      // JSON calls send JSON, the others form fields.
      const fields = body.startsWith('{') ? (JSON.parse(body) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(body));
      const input = { ...Object.fromEntries(address.searchParams), ...fields };
      sent.push({ path: address.pathname, input });
      const answer = answers[address.pathname];
      const d = typeof answer === 'function' ? (answer as (i: Record<string, unknown>) => unknown)(input) : answer;
      return new Response(JSON.stringify(d === undefined ? { e: 10004, m: '不存在', d: {} } : { e: 0, m: '', d }));
    }),
  );
  return sent;
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'official', zh, true, true);
});

describe('the red-header page', () => {
  it('shows an issued document as its A4 sheet: header, number, units, body, organ, date under the seal, and the PDF', async () => {
    queryClient.clear();
    serve({ '/official/api/document': ISSUED });
    renderPage(<RedPage />, '/document/redpage?id=d1');
    const sheet = await screen.findByRole('article', { name: '关于期末考试安排的通知' });
    for (const text of ['北辰大学文件', '北辰发〔2026〕12号', '计算机学院：', '期末考试安排如下。', '北辰大学党政办公室', '2026年6月1日', '抄送：数学学院。']) {
      expect(within(sheet).getByText(text)).toBeTruthy();
    }
    expect(within(sheet).getByRole('img', { name: '印章' }).getAttribute('src')).toBe('/attach?file=seal');
    expect(screen.getByRole('link', { name: '下载PDF' }).getAttribute('href')).toBe('/official/api/pdf?id=d1');
  });

  it('opens the editor for the drafter of a returned draft, showing why it came back; 送审 saves and sends', async () => {
    queryClient.clear();
    const draft = { ...ISSUED, status: 'returned', number: '', issuedDay: '', sealUrl: '', canEdit: true, canPublish: false, canUrge: false, receipts: [], returnComment: '请补充考试地点' };
    const sent = serve({
      '/official/api/document': draft,
      '/official/api/templates': { list: [{ id: 't1', name: '北辰大学文件', organ: '北辰大学党政办公室', prefix: '北辰发' }] },
      '/official/api/draft/save': {},
      '/official/api/send': { instanceId: 'i2' },
    });
    renderPage(<RedPage />, '/document/redpage?id=d1');
    expect(await screen.findByText('退回修改：请补充考试地点')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: '关于期末考试安排的通知（修改）' } });
    fireEvent.click(screen.getByRole('button', { name: '送审' }));
    await waitFor(() => expect(sent.some((s) => s.path === '/official/api/send')).toBe(true));
    expect(sent.find((s) => s.path === '/official/api/draft/save')?.input).toMatchObject({ id: 'd1', title: '关于期末考试安排的通知（修改）', templateId: 't1' });
    expect(sent.find((s) => s.path === '/official/api/send')?.input).toMatchObject({ id: 'd1', requestId: expect.any(String) });
  });
});

describe('choosing units', () => {
  it('searches, selects all shown as 主送, moves a unit to 抄送, and saves both lists', async () => {
    queryClient.clear();
    const sent = serve({
      '/official/api/document': { ...ISSUED, status: 'draft', canEdit: true, mainUnits: [], copyUnits: [] },
      '/official/api/units': { list: UNITS },
      '/official/api/draft/units': {},
    });
    renderPage(<ChooseCompanyPage />, '/document/choosecompany?id=d1');
    const search = await screen.findByRole('searchbox', { name: '搜索单位' });
    fireEvent.change(search, { target: { value: '学院' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(4);
    fireEvent.click(screen.getByRole('tab', { name: '抄送（0）' }));
    fireEvent.change(search, { target: { value: '外国语' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '外国语学院' }));
    expect(screen.getByRole('tab', { name: '主送（2）' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent.find((s) => s.path === '/official/api/draft/units')?.input).toEqual({ id: 'd1', main: ['u1', 'u2'], copy: ['u3'] }));
  });
});

describe('receiving and circulation', () => {
  it('signs for my unit once and then says who signed and when', async () => {
    queryClient.clear();
    let signed = false;
    const mineUnsigned = [receipt('r2', '数学学院', 'copy')];
    const mineSigned = [receipt('r2', '数学学院', 'copy', 1_780_000_200, '管理员演示账号')];
    const sent = serve({
      '/official/api/document': () => ({ ...ISSUED, mine: false, canPublish: false, canUrge: false, receipts: [], myReceipts: signed ? mineSigned : mineUnsigned }),
      '/official/api/sign': () => ((signed = true), { receipts: mineSigned }),
    });
    renderPage(<ReceiptPage />, '/document/user?id=d1');
    fireEvent.click(await screen.findByRole('button', { name: '签收' }));
    expect(await screen.findByText(/^已签收 · 管理员演示账号 · /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '签收' })).toBeNull();
    expect(sent.filter((s) => s.path === '/official/api/sign')).toHaveLength(1);
  });

  it('shows the sender the status, the flow link and each unit’s receipt, with 催签 and 发布', async () => {
    queryClient.clear();
    serve({ '/official/api/document': ISSUED });
    renderPage(<FlowPage />, '/document/flowpage?id=d1');
    expect(await screen.findByText('已签发')).toBeTruthy();
    expect(screen.getByRole('link', { name: '审批进度' }).getAttribute('href')).toBe('/document/flow?id=i1');
    const rows = within(screen.getByRole('table', { name: '签收情况' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['计算机学院主送', '李老师', expect.stringMatching(/\d{2}:\d{2}$/)],
      ['数学学院抄送', '—', '未签收'],
    ]);
    expect(screen.getByRole('button', { name: '催签' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '发布到全校' })).toBeTruthy();
  });
});
