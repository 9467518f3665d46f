import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../shell/i18n';
import { SliderCaptcha } from './slider-captcha';

vi.mock('../shell/dialogs', () => ({ POPUP_MS: 1500, toast: vi.fn(), alert: vi.fn(), closePopups: vi.fn() }));

beforeAll(() => {
  setupI18n('zh');
});
afterEach(() => vi.restoreAllMocks());

const challenge = (id: string) => ({
  e: 0,
  m: '操作成功',
  d: { id, background: 'data:image/jpeg;base64,AA==', piece: 'data:image/png;base64,AA==', y: 40, width: 320, height: 160, pieceSize: 56, expiresIn: 120 },
});

/** The server: a new challenge per ask, the check answers in turn; records the checks sent. */
function serve(checks: unknown[]) {
  const sent: { id: string; x: number; input: string; track: { x: number; y: number; t: number }[] }[] = [];
  let made = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (new URL(url, 'http://localhost').pathname === '/api/captcha/new') return new Response(JSON.stringify(challenge(`c${++made}`)));
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(checks.shift()));
    }),
  );
  return { sent, made: () => made };
}

/** A clock that moves 25 ms whenever it is read, as a hand's drag takes time. */
function tickingClock() {
  let now = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 25));
}

describe('SliderCaptcha', () => {
  it('drags the piece by pointer, sends the place and the track, and hands over the token', async () => {
    tickingClock();
    const server = serve([{ e: 0, m: '操作成功', d: { token: 'tok1' } }]);
    const onPass = vi.fn();
    render(<SliderCaptcha onPass={onPass} />);
    expect(screen.getByRole('status').textContent).toBe('正在加载验证…');
    const handle = await screen.findByRole('slider', { name: /^拖动滑块完成拼图/ });
    await waitFor(() => expect(handle.hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('region', { name: '滑块验证' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('拖动滑块完成拼图');

    fireEvent.pointerDown(handle, { clientX: 20, clientY: 100, pointerId: 1 });
    for (const [dx, dy] of [[10, 1], [40, 2], [90, 2], [120, 1], [131, 0]]) fireEvent.pointerMove(handle, { clientX: 20 + (dx ?? 0), clientY: 100 + (dy ?? 0), pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('131');
    await act(async () => void fireEvent.pointerUp(handle, { clientX: 152, clientY: 100, pointerId: 1 }));

    await waitFor(() => expect(onPass).toHaveBeenCalledWith('tok1'));
    expect(screen.getByRole('status').textContent).toBe('验证通过');
    const [check] = server.sent;
    expect(check).toMatchObject({ id: 'c1', x: 132, input: 'pointer' });
    expect(check?.track.map((p) => p.x)).toEqual([0, 10, 40, 90, 120, 131, 132]);
    expect(check?.track.map((p) => p.y)).toEqual([0, 1, 2, 2, 1, 0, 0]);
    // Times count up from the press.
    expect(check?.track.every((p, i, all) => i === 0 || p.t > (all[i - 1]?.t ?? 0))).toBe(true);
  });

  it('says 验证失败 请重试 and brings a new picture; 刷新 brings one too', async () => {
    tickingClock();
    const server = serve([{ e: 1, m: '验证失败，请重试', d: { reason: 'captcha.failed' } }]);
    render(<SliderCaptcha onPass={vi.fn()} />);
    const handle = await screen.findByRole('slider');
    await waitFor(() => expect(handle.hasAttribute('disabled')).toBe(false));
    fireEvent.pointerDown(handle, { clientX: 0, clientY: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 50, clientY: 1, pointerId: 1 });
    await act(async () => void fireEvent.pointerUp(handle, { clientX: 60, clientY: 1, pointerId: 1 }));
    expect(await screen.findByText('验证失败 请重试')).toBeTruthy();
    await waitFor(() => expect(server.made()).toBe(2), { timeout: 2000 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('拖动滑块完成拼图'));
    expect(handle.getAttribute('aria-valuenow')).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(server.made()).toBe(3));
  });

  it('moves with the arrow keys, recorded as a keyboard track, and checks on Enter', async () => {
    tickingClock();
    const server = serve([{ e: 0, m: '操作成功', d: { token: 'tok2' } }]);
    const onPass = vi.fn();
    render(<SliderCaptcha onPass={onPass} />);
    const handle = await screen.findByRole('slider');
    await waitFor(() => expect(handle.hasAttribute('disabled')).toBe(false));
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowRight']) fireEvent.keyDown(handle, { key });
    expect(handle.getAttribute('aria-valuenow')).toBe('12');
    await act(async () => void fireEvent.keyDown(handle, { key: 'Enter' }));
    await waitFor(() => expect(onPass).toHaveBeenCalledWith('tok2'));
    expect(server.sent[0]).toMatchObject({ x: 12, input: 'keyboard' });
    expect(server.sent[0]?.track.map((p) => p.x)).toEqual([0, 4, 8, 12, 8, 12]);
  });
});
