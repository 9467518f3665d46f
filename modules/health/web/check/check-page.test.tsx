import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '@quad/platform/shell/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@quad/platform/shell/dialogs';
import { setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../../i18n/zh.json';
import { CheckPage } from './check-page';

vi.mock('@quad/platform/shell/dialogs', () => ({ toast: vi.fn(), alert: vi.fn(async () => {}), confirm: vi.fn(async () => true), closePopups: vi.fn(), POPUP_MS: 1500 }));

const SLOTS = [
  { name: '晨检', start: '07:00', end: '09:00' },
  { name: '午检', start: '11:00', end: '13:00' },
  { name: '晚检', start: '19:00', end: '21:00' },
];

const index = (slot: string, done: string[] = [], info: Record<string, unknown> = {}) => ({
  info,
  date: slot,
  ontime: slot !== '',
  realonly: done.includes(slot),
  day: '2026-11-22',
  slots: SLOTS.map((s) => ({ ...s, done: done.includes(s.name) })),
  title: '晨午晚检',
  desc: '每个时段上报一次',
});

const stored = (over: Record<string, string> = {}) => ({
  tw: '1', sfzx: '1', area: '陕西省 西安市 长安区', city: '西安市', province: '陕西省', address: '西沣路', geo_api_info: '', sfcyglq: '0', sfyzz: '0', qtqk: '', askforleave: '0', ymtys: '',
  date: '20261122', flag: 2, uid: 'u1', creator: '张三', created: 1795320000, id: 'c1', ...over,
});

/** A fake server: the index as given until a save succeeds, then `after`. */
function serve(before: unknown, after?: unknown) {
  const saves: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      const ok = (d: unknown) => new Response(JSON.stringify({ e: 0, m: '操作成功', d }));
      if (path.endsWith('/index')) return ok(saves.length > 0 && after ? after : before);
      saves.push(Object.fromEntries(new URLSearchParams(init.body as string)));
      return ok({});
    }),
  );
  return saves;
}

function open(at: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`2026-11-22T${at}:00`));
  const router = createMemoryRouter([{ path: '*', element: <CheckPage /> }], { initialEntries: ['/ncov/xisudailyup'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'health', zh, true, true);
});
afterEach(() => {
  vi.mocked(toast).mockClear();
});

const slotText = (name: string) => within(screen.getByRole('list', { name: '今日时段' })).getByText(name).closest('li')?.textContent;

describe('the three-checks page', () => {
  it('in a slot asks for the check, saves it once and then shows what was answered', async () => {
    const saves = serve(index('午检', ['晨检']), index('午检', ['晨检', '午检'], stored({ tw: '4', qtqk: '咳嗽' })));
    open('12:00');
    await screen.findByRole('region', { name: '本时段上报' });
    expect(slotText('晨检')).toContain('已上报');
    expect(slotText('午检')).toContain('进行中');
    expect(slotText('晚检')).toContain('未开始');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择体温')).toBeTruthy();
    fireEvent.click(screen.getByText('37.3℃~38℃'));
    const submit = screen.getByRole('button', { name: '提交' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    const done = await screen.findByRole('region', { name: '午检已上报，感谢配合' });
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ tw: '4', sfzx: '1', sfcyglq: '0', sfyzz: '0', askforleave: '0' });
    expect(toast).toHaveBeenCalledWith('操作成功');
    const answers = within(done).getByLabelText('本时段的上报内容').textContent;
    expect(answers).toContain('37.3℃~38℃');
    expect(answers).toContain('咳嗽');
    expect(answers).toContain('陕西省 西安市 长安区');
  });

  it('between slots says when the next one opens, and which were missed', async () => {
    serve(index('', ['晨检']));
    open('14:30');
    expect(await screen.findByText('未到上报时间，晚检将于 19:00 开始')).toBeTruthy();
    expect(slotText('午检')).toContain('已错过');
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });

  it('after the last slot says the day is over', async () => {
    serve(index('', ['晨检', '午检', '晚检']));
    open('22:00');
    expect(await screen.findByText('今天的上报时段已结束')).toBeTruthy();
  });
});
