import type { FastifyInstance } from 'fastify';
import { yuan } from '@quad/ledger-engine/shared/money';
import { registerExport } from '@quad/platform/server/exports/exports';
import { registerCall } from '@quad/platform/server/http/calls';
import {
  branchStats,
  deleteBranch,
  duesRules,
  importMembers,
  listBranches,
  listMembers,
  saveBranch,
  saveMember,
  saveRules,
  STATS_EXPORT_PATH,
  ZStatsExportQuery,
} from '../contract-manage';
import { CATEGORY_NAMES } from '../shared/rules';
import * as office from './service-manage';
import { branchStats as statsOf, memberYears, membersOf } from './service-stats';
import { rulesOf, thisMonth } from './store';

const monthMarks = { paid: '已缴', owed: '未缴', none: '—' } as const;

/** The console's calls (`partydues` → `manage`) and the year's Excel export. */
export function registerManageRoutes(app: FastifyInstance): void {
  registerCall(app, listBranches, async ({ siteDb }) => ({ list: await office.listBranches(siteDb) }));
  registerCall(app, saveBranch, ({ input, siteDb, userId, request }) => office.saveBranch(siteDb, { userId, request }, input));
  registerCall(app, deleteBranch, async ({ input, siteDb, userId, request }) => {
    await office.deleteBranch(siteDb, { userId, request }, input.id);
    return {};
  });
  registerCall(app, listMembers, ({ input, siteDb }) => office.listMembers(siteDb, input));
  registerCall(app, saveMember, async ({ input, siteDb, userId, request }) => {
    await office.saveMember(siteDb, { userId, request }, input);
    return {};
  });
  registerCall(app, importMembers, ({ input, siteDb, userId, request }) =>
    office.importMembers(siteDb, { userId, request }, input.lines, input.startMonth),
  );
  registerCall(app, duesRules, async ({ siteDb }) => {
    const { rules, isDefault } = await rulesOf(siteDb);
    return { ...rules, isDefault };
  });
  registerCall(app, saveRules, async ({ input, siteDb, userId, request }) => {
    await office.saveRules(siteDb, { userId, request }, input);
    return {};
  });
  registerCall(app, branchStats, async ({ input, siteDb, site }) => ({
    list: await statsOf(siteDb, (await rulesOf(siteDb)).rules, input.year, thisMonth(site)),
  }));

  registerExport(app, {
    path: STATS_EXPORT_PATH,
    summary: '导出全年党费缴纳情况为 Excel（每名党员一行）',
    access: { app: 'partydues', module: 'manage' },
    query: ZStatsExportQuery,
    prepare: async ({ siteDb, site }, { year }) => {
      const members = await membersOf(siteDb);
      return {
        fileName: `党费缴纳情况${year}.xlsx`,
        count: async () => members.length,
        write: async (book) => {
          const branches = new Map(
            (await siteDb.selectFrom('partydues_branches').select(['id', 'name']).execute()).map((b) => [b.id, b.name]),
          );
          const rows = await memberYears(siteDb, (await rulesOf(siteDb)).rules, members, year, thisMonth(site));
          const sheet = book.sheet(`${year}年`, [
            '党支部',
            '姓名',
            '学工号',
            '类别',
            '月缴额（元）',
            ...Array.from({ length: 12 }, (_, i) => `${i + 1}月`),
            '已缴月数',
            '欠缴（元）',
          ]);
          for (const r of rows)
            sheet.add([
              branches.get(r.branchId) ?? '',
              r.name,
              r.number,
              CATEGORY_NAMES[r.category],
              yuan(r.monthlyFen),
              ...r.months.map((m) => monthMarks[m]),
              r.paidCount,
              yuan(r.owedFen),
            ]);
          await book.page(rows.length);
        },
      };
    },
  });
}
