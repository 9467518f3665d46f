import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_DEFINITION, type TFormDefinition } from '@quad/forms-engine/shared/definition';
import { confirm } from '@quad/platform/shell/dialogs';
import { registerAreaTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import { translations } from '../translations';
import { DailyReportPage } from './daily-page';

vi.mock('@quad/platform/shell/dialogs', () => ({ toast: vi.fn(), alert: vi.fn(async () => {}), confirm: vi.fn(async () => true), closePopups: vi.fn(), POPUP_MS: 1500 }));

const definition: TFormDefinition = {
  ...EMPTY_DEFINITION,
  fields: [
    { key: 'text_3_1', kind: 'text', label: '定位信息', param: 'geo_api_info', hidden: true, required: true },
    { key: 'text_3_2', kind: 'text', label: '所在地区', param: 'area', required: true },
    { key: 'text_3_3', kind: 'text', label: '详细地址', param: 'address', required: true },
    { key: 'select_3_4', kind: 'select', label: '今日体温', param: 'tw', required: true, options: [{ value: '1', label: '36℃~36.5℃' }, { value: '4', label: '37.3℃~38℃' }] },
    { key: 'radio_3_5', kind: 'radio', label: '是否隔离', param: 'sfcyglq', required: true, options: [{ value: '0', label: '否' }, { value: '1', label: '是' }] },
  ],
};

const yesterday = { text_3_1: '{"type":"complete","info":"SUCCESS"}', text_3_2: '北京市 北京市 海淀区', text_3_3: '学院路 37 号', select_3_4: '1', radio_3_5: '0' };

const view = (over: Record<string, unknown> = {}) => ({
  formNo: 3,
  baseFormNo: 4,
  title: '每日健康上报',
  version: 1,
  definition,
  today: null,
  previous: { day: '2026-11-21', values: yesterday },
  window: { open: true, message: '', openFrom: '00:00', openUntil: '23:59', deadline: '14:00' },
  realname: '张三',
  number: '2021001',
  date: '2026-11-22',
  ...over,
});

type TSave = { values: Record<string, unknown>; requestId: string };

/** A fake server: the view, and saves answered in turn; after a successful save the view has today's report. */
function serve(first: ReturnType<typeof view>, saveAnswers: unknown[] = [{ e: 0, m: '操作成功', d: { id: 'r1' } }]) {
  const saves: TSave[] = [];
  let saved: TSave | undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const ok = (d: unknown) => new Response(JSON.stringify({ e: 0, m: '', d }));
      if (path.endsWith('/report/view')) return ok(saved ? { ...first, today: { id: 'r1', values: saved.values, created: 1795300000 } } : first);
      const body = JSON.parse(init.body as string) as TSave;
      saves.push(body);
      const answer = saveAnswers[Math.min(saves.length, saveAnswers.length) - 1] as { e: number };
      // Already reported: from another phone meanwhile.
      if (answer.e === 0 || (answer as { d?: { reason?: string } }).d?.reason === 'health.already-reported') saved = body;
      return new Response(JSON.stringify(answer));
    }),
  );
  return saves;
}

function open() {
  const router = createMemoryRouter([{ path: '*', element: <DailyReportPage /> }], { initialEntries: ['/ncov/index'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const asked = () => vi.mocked(confirm).mock.calls.map((c) => c[0]);

// The strings load as the router loads them for a health page: the renderer's come along, unasked.
beforeAll(async () => {
  setupI18n('zh');
  await registerAreaTranslations('health', translations);
});
beforeEach(() => {
  vi.mocked(confirm).mockClear();
  Element.prototype.scrollIntoView = vi.fn();
});

describe('the daily report page', () => {
  it('offers the previous report again and saves it in one tap, once however often the button is tapped', async () => {
    const saves = serve(view());
    open();
    const card = await screen.findByRole('region', { name: '与上次相同？' });
    expect(card.textContent).toContain('2026-11-21');
    expect(within(card).getByText('36℃~36.5℃')).toBeTruthy();
    // The raw location result is never shown.
    expect(card.textContent).not.toContain('SUCCESS');
    const again = screen.getByRole('button', { name: '与上次相同，一键上报' });
    fireEvent.click(again);
    fireEvent.click(again);
    await screen.findByRole('heading', { name: '今日已上报' });
    expect(asked()).toEqual(['与上次上报相同，确认提交今天的上报？']);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.values).toEqual(yesterday);
    expect(saves[0]?.requestId).toMatch(/\S{8,}/);
    expect(screen.getByRole('link', { name: '查看健康码' }).getAttribute('href')).toBe('/center/qrcode');
  });

  it('in the full form marks what changed and the confirmation lists only that', async () => {
    const saves = serve(view());
    open();
    fireEvent.click(await screen.findByRole('button', { name: '有变化，修改后上报' }));
    const tw = screen.getByRole('combobox', { name: /今日体温/ }) as HTMLSelectElement;
    expect(tw.value).toBe('1');
    expect(tw.options[0]?.textContent).toBe('请选择');
    expect(screen.queryByText('已修改')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('与上次相同');
    fireEvent.change(tw, { target: { value: '4' } });
    expect(within(tw.closest('.ff-field') as HTMLElement).getByText('已修改')).toBeTruthy();
    expect(screen.getAllByText('已修改')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '提交上报' }));
    await screen.findByRole('heading', { name: '今日已上报' });
    expect(asked()).toEqual(['与上次相比，以下内容有变化：\n今日体温：36℃~36.5℃ → 37.3℃~38℃']);
    expect(saves[0]?.values).toMatchObject({ ...yesterday, select_3_4: '4' });
  });

  it('shows the server’s field errors (named by param) on their fields', async () => {
    const saves = serve(view(), [{ e: 10022, m: '请选择今日体温', d: { errors: { tw: '请选择今日体温' } } }]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '有变化，修改后上报' }));
    fireEvent.click(screen.getByRole('button', { name: '提交上报' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const field = (screen.getByRole('combobox', { name: /今日体温/ }) as HTMLElement).closest('.ff-field') as HTMLElement;
    await waitFor(() => expect(within(field).getByRole('alert').textContent).toBe('请选择今日体温'));
  });

  it('turns 今天已经填报了 into the reported state', async () => {
    serve(view(), [{ e: 1, m: '今天已经填报了', d: { reason: 'health.already-reported' } }]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '与上次相同，一键上报' }));
    await screen.findByRole('heading', { name: '今日已上报' });
    expect(screen.queryByText('今天已经填报了')).toBeNull();
  });

  it('without a previous report asks for the location before saving', async () => {
    const saves = serve(view({ previous: null }));
    open();
    await screen.findByRole('region', { name: '上报内容' });
    expect((screen.getByRole('textbox', { name: /所在地区/ }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: '获取定位' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交上报' }));
    expect(await screen.findByText('请先获取定位')).toBeTruthy();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(saves).toHaveLength(0);
  });

  it('says the window is closed with the server’s words', async () => {
    serve(view({ window: { open: false, message: '不在上报时间内（07:00–14:00）', openFrom: '07:00', openUntil: '14:00', deadline: '12:00' } }));
    open();
    expect((await screen.findByRole('alert')).textContent).toBe('不在上报时间内（07:00–14:00）');
    expect(screen.queryByRole('button', { name: '与上次相同，一键上报' })).toBeNull();
  });
});
