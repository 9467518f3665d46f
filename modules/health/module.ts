import { defineArea, type TPageManifest, type TRouteModule } from '@quad/contracts/manifest';

/**
 * The report groups of spec §2.2: every one has the same four role pages over the same data; which
 * report a group shows (daily, base profile, three checks) is `REPORT_OF_GROUP` in `views.ts`.
 */
export const REPORT_GROUPS = [
  'epideState', 'epideBase', 'epideBaseucas', 'epidemade', 'epideCaustu', 'epideStatebuaa', 'epideStatebuaaStu',
  'epideZju', 'epideZjuStu', 'fudanEpideState', 'epidemic', 'epideXisu', 'epidecau', 'epideAll',
] as const;
export type TReportGroup = (typeof REPORT_GROUPS)[number];

/** The role pages: instructor (their classes), leader (their department), manager (all), fenji (graded drill-down). */
export const ROLE_PAGES = ['instructor', 'leader', 'manager', 'fenji'] as const;
export type TRolePage = (typeof ROLE_PAGES)[number];

const ROLE_TITLES: Record<TRolePage, string> = { instructor: '辅导员查看', leader: '院系查看', manager: '全校统计', fenji: '分级查看' };

const groupRoute = (group: TReportGroup): TRouteModule => ({
  module: group,
  pages: ROLE_PAGES.map((role): TPageManifest => ({ name: role, title: ROLE_TITLES[role] })),
});

const REPORT_PAGE: Omit<TPageManifest, 'name'> = { title: '每日上报', maps: true };
const CHECK_PAGE: Omit<TPageManifest, 'name'> = { title: '晨午晚检', maps: true };

/**
 * Health reporting (the original product's `ncov` module): the daily report, the base profile, the
 * three-checks-a-day report, the role views over them, and health codes.
 */
export const healthManifest = defineArea({
  id: 'health',
  dependsOn: ['forms-engine', 'messages-engine'],
  order: 80,
  appKey: 'ncov',
  name: { zh: '健康上报', en: 'Health reports', tw: '健康上報' },
  icon: 'heart',
  routes: [
    {
      module: 'ncov',
      pages: [
        { name: 'index', ...REPORT_PAGE },
        { name: 'fudanDaily', ...REPORT_PAGE },
        { name: 'baseinfo', title: '基本信息' },
        { name: 'xisudailyup', ...CHECK_PAGE },
        { name: 'xidiandailyup', ...CHECK_PAGE },
        { name: 'bjutdailyup', ...CHECK_PAGE },
      ],
    },
    { module: 'buaaStudentNcov', pages: [{ name: 'index', ...REPORT_PAGE }] },
    ...REPORT_GROUPS.map(groupRoute),
    { module: 'epideType', pages: [{ name: 'index', title: '上报类型' }] },
    { module: 'typeList', pages: [{ name: 'index', title: '上报名单' }] },
    { module: 'details', pages: [{ name: 'index', title: '上报详情' }] },
    {
      module: 'dailyReport',
      pages: [
        { name: 'reportAll', title: '上报记录', console: { app: 'ncov', module: 'manager', icon: 'file-search' } },
        { name: 'statistics', title: '上报统计', console: { app: 'ncov', module: 'manager', icon: 'bar-chart' } },
        { name: 'applyAdmin', title: '上报设置', console: { app: 'ncov', module: 'manager', icon: 'setting' } },
      ],
    },
    {
      module: 'center',
      pages: [
        { name: 'qrcode', title: '健康码' },
        { name: 'qrcodePage', title: '健康码' },
        { name: 'qrcodeNew', title: '健康码' },
        { name: 'qrcodeBuaa', title: '健康码' },
        { name: 'sweepCode', title: '扫码核验' },
        { name: 'sweepCodeBjtu', title: '扫码核验' },
        { name: 'sweepCodeBuaa', title: '扫码核验' },
        { name: 'sweepCodeRls', title: '扫码核验' },
      ],
    },
    { module: 'vaccineStat', pages: [{ name: 'index', title: '疫苗接种与核酸检测统计' }] },
  ],
});
