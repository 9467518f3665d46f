import type { Page } from 'playwright-core';
import { startFakeSchool, type TFakeSchool } from '@quad/datasets-engine/server/connectors/fake-school';
import type { TConnectorConfig, TDatasetStatus, TLoadResult } from '@quad/datasets-engine/contract';
import { RECORDS_KIND } from '@quad/score/contract';
import { ENROLLMENTS_KIND, SECTIONS_KIND } from '@quad/timetable/contract';
import { callApi, type TServer } from '../harness';

/** What the fake 教务 system holds for the demo student: nothing of it is in the demo seed. */
export const OFFLINE_COURSE = '离线测试课程';
export const OFFLINE_SCORE = '88';
export const OFFLINE_ROOM = 'Z901';
const SECTION = 'OFF101-01';

/**
 * One list per dataset kind, in the field names a 教务 system uses (学号 xh, 课程名称 kcmc …), with the
 * mapping onto the kind's columns the administrator would type in 数据接入. Each kind's list is served at
 * its own address, as the fake answers one list.
 */
const LISTS: { kind: string; rows: Record<string, unknown>[]; fields: Record<string, string> }[] = [
  {
    kind: RECORDS_KIND,
    rows: [{ xh: 'student', xm: '学生演示账号', xnxqdm: '2025-2026-2', kcdm: 'OFF101', kcmc: OFFLINE_COURSE, xf: 2, zcj: OFFLINE_SCORE }],
    fields: { student: 'xh', name: 'xm', term: 'xnxqdm', code: 'kcdm', course: 'kcmc', credit: 'xf', score: 'zcj' },
  },
  {
    kind: SECTIONS_KIND,
    // No 学期 and every week a term may have: the class is in this week's grid whatever week the demo calendar is in.
    rows: [
      {
        jxbh: SECTION,
        kcdm: 'OFF101',
        kcmc: OFFLINE_COURSE,
        jsxm: '离线老师',
        xqj: 3,
        ksjc: 3,
        jsjc: 4,
        zc: '1-30',
        jxl: '离线楼',
        jsmc: OFFLINE_ROOM,
      },
    ],
    fields: {
      section: 'jxbh',
      code: 'kcdm',
      course: 'kcmc',
      teacher: 'jsxm',
      weekday: 'xqj',
      from: 'ksjc',
      to: 'jsjc',
      weeks: 'zc',
      building: 'jxl',
      room: 'jsmc',
    },
  },
  {
    kind: ENROLLMENTS_KIND,
    rows: [{ xh: 'student', jxbh: SECTION }],
    fields: { student: 'xh', section: 'jxbh' },
  },
];

/** The kinds the fake system feeds: the student's scores and this week's timetable. */
export const SCHOOL_KINDS = LISTS.map((list) => list.kind);

export interface TSchoolSystem {
  /** The connector the console saves for a kind. */
  configOf(kind: string): TConnectorConfig;
  /** The system goes down: every address refuses connections. */
  stop(): Promise<void>;
}

/** Starts the fake 教务 system on loopback (the built server allows private targets outside production). */
export async function startSchoolSystem(): Promise<TSchoolSystem> {
  const fakes = new Map<string, TFakeSchool>();
  for (const list of LISTS) fakes.set(list.kind, await startFakeSchool({ rows: list.rows, mode: 'none' }));
  return {
    configOf(kind) {
      const list = LISTS.find((l) => l.kind === kind);
      const fake = fakes.get(kind);
      if (!list || !fake) throw new Error(`the fake school system holds no ${kind}`);
      return {
        kind: 'rest',
        url: fake.url,
        method: 'GET',
        rowsPath: 'data.list',
        totalPath: 'data.total',
        successPath: 'code',
        successValue: 0,
        paging: { mode: 'none' },
        fields: list.fields,
      };
    },
    async stop() {
      await Promise.all([...fakes.values()].map((fake) => fake.stop()));
    },
  };
}

/** The console's 保存 of 数据接入 (no schedule: only 立即拉取 pulls), with the page's admin session. */
export const saveConnector = (server: TServer, admin: Page, kind: string, config: TConnectorConfig) =>
  callApi(server, admin, '/datasets/api/connector/save', { data: { kind, config, schedule: { mode: 'off' }, enabled: true } });

/** The console's 立即拉取. */
export const pullNow = (server: TServer, admin: Page, kind: string) =>
  callApi<TLoadResult>(server, admin, '/datasets/api/connector/pull', { data: { kind } });

/** Where a kind stands (`GET /datasets/api/status`), with the page's admin session. */
export async function statusOf(server: TServer, admin: Page, kind: string): Promise<TDatasetStatus> {
  const response = await admin.request.get(server.url(`/datasets/api/status?kind=${encodeURIComponent(kind)}`));
  const answer = (await response.json()) as { e: number; m: string; d: TDatasetStatus };
  if (answer.e !== 0) throw new Error(`status of ${kind}: ${answer.e} ${answer.m}`);
  return answer.d;
}
