import { vi } from 'vitest';
import type { TInstanceDetail } from '../contract';

/** An instance at its second step, where I (the counsellor) have the pending task; the first step passed. */
export const instanceAt = (over: Partial<TInstanceDetail> = {}): TInstanceDetail => ({
  id: 'i1',
  app: 'leave',
  title: '李同学的请假申请',
  status: 'running',
  applicant: { id: 'u1', name: '李同学', number: '2023001', department: '计算机学院' },
  values: { days: 3, reason: '回家' },
  created: 1_790_000_000,
  updated: 1_790_000_600,
  steps: [
    {
      key: 'monitor',
      name: '班长确认',
      kind: 'single',
      state: 'done',
      people: [{ id: 'u2', name: '王班长', status: 'approved', decided: 1_790_000_300 }],
    },
    {
      key: 'counsellor',
      name: '辅导员审批',
      kind: 'any',
      state: 'active',
      people: [
        { id: 'u3', name: '张老师', status: 'pending', decided: 0 },
        { id: 'u4', name: '赵老师', status: 'pending', decided: 0 },
      ],
    },
    { key: 'dean', name: '院长审批', kind: 'single', state: 'waiting', people: [] },
  ],
  cc: [{ id: 'u5', name: '钱主任', read: 0 }],
  log: [
    { action: 'submit', actor: '李同学', step: '', comment: '', detail: '', changes: [], attachments: [], at: 1_790_000_000 },
    {
      action: 'approve',
      actor: '王班长',
      step: '班长确认',
      comment: '情况属实',
      detail: '',
      changes: [{ field: '天数', before: '4', after: '3' }],
      attachments: [],
      at: 1_790_000_300,
    },
  ],
  myTask: { id: 't1', step: '辅导员审批', editable: [], chooseNext: null, rejectTo: [{ id: 'monitor', name: '班长确认' }], canReturn: true },
  revise: '',
  canWithdraw: false,
  canUrge: false,
  ...over,
});

export type TSent = { path: string; body: Record<string, unknown> };

/**
 * A fake server for the engine's calls: the instance, and each action answered by `answers[path end]`
 * (success when none). Returns what was sent, JSON bodies parsed.
 */
export function serveFlow(instance: TInstanceDetail, answers: Record<string, { e: number; m: string; d?: unknown }> = {}) {
  const sent: TSent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      sent.push({ path, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {} });
      if (path.endsWith('/instance/detail')) return new Response(JSON.stringify({ e: 0, m: '', d: instance }));
      const action = Object.keys(answers).find((end) => path.endsWith(end));
      return new Response(JSON.stringify(action ? answers[action] : { e: 0, m: '操作成功', d: { ok: true } }));
    }),
  );
  return sent;
}
