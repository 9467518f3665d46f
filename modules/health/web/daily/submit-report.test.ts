import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_DEFINITION } from '@quad/forms-engine/shared/definition';
import { setupI18n } from '@quad/platform/shell/i18n';
import type { TReportView } from '../../contract-report';
import { submitReport } from './submit-report';

vi.mock('@quad/platform/shell/dialogs', () => ({
  toast: vi.fn(),
  alert: vi.fn(async () => {}),
  confirm: vi.fn(async () => true),
  closePopups: vi.fn(),
  POPUP_MS: 1500,
}));

const view = { definition: EMPTY_DEFINITION } as TReportView;

/** The server's answer to the save. */
const answering = (answer: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer))),
  );

beforeAll(() => setupI18n('zh'));
afterEach(() => vi.unstubAllGlobals());

describe('submitting the daily report', () => {
  it('shows the day as reported when the server refuses with the already-reported reason, whatever its wording', async () => {
    answering({ e: 1, m: '您今天已经上报过了，无需重复提交', d: { reason: 'health.already-reported' } });
    expect(await submitReport(view, {}, '确认上报？')).toEqual({
      ok: false,
      errors: {},
      message: '您今天已经上报过了，无需重复提交',
      reported: true,
    });
  });

  it('shows any other refusal as its message, even one worded like the already-reported one', async () => {
    answering({ e: 1, m: '今日上报已于23:00关闭', d: {} });
    expect(await submitReport(view, {}, '确认上报？')).toMatchObject({ ok: false, message: '今日上报已于23:00关闭', reported: false });
    answering({ e: 1, m: '今天已经填报了', d: {} });
    expect(await submitReport(view, {}, '确认上报？')).toMatchObject({ ok: false, reported: false });
  });
});
