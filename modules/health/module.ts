import { defineArea } from '@quad/contracts/manifest';

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

/**
 * Each kind of page comes in a chunk of its own (`web/<chunk>/pages.ts`): a student opening the daily report
 * does not fetch the role views, the gate's scanner or the code page first.
 */
const viewsPage = (title: string) => ({ title, chunk: 'views' });
/** A views page that names people (who has not reported, who is abnormal, one person's record): under the viewer's watermark. */
const peopleViewsPage = (title: string) => ({ ...viewsPage(title), personal: true });
// Written in ROLE_PAGES's order, which is the order of the pages.
const ROLE_PAGE_DECLARATIONS: Record<TRolePage, ReturnType<typeof peopleViewsPage>> = {
  instructor: peopleViewsPage('辅导员查看'),
  leader: peopleViewsPage('院系查看'),
  manager: peopleViewsPage('全校统计'),
  fenji: peopleViewsPage('分级查看'),
};

const REPORT_PAGE = { title: '每日上报', maps: true, chunk: 'report' };
const CHECK_PAGE = { title: '晨午晚检', maps: true, chunk: 'check' };
const CODE_PAGE = { title: '健康码', chunk: 'code' };
const SCAN_PAGE = { title: '扫码核验', chunk: 'code' };

/**
 * Health reporting (the original product's `ncov` module): the daily report, the base profile, the
 * three-checks-a-day report, the role views over them, and health codes.
 */
export const healthManifest = defineArea('health', { zh: '健康上报', en: 'Health reports', tw: '健康上報' }, {
  dependsOn: ['forms-engine', 'messages-engine'],
  order: 80,
  appKey: 'ncov',
  icon: 'heart',
  routes: {
    ncov: {
      index: REPORT_PAGE,
      fudanDaily: REPORT_PAGE,
      baseinfo: { title: '基本信息', chunk: 'report' },
      xisudailyup: CHECK_PAGE,
      xidiandailyup: CHECK_PAGE,
      bjutdailyup: CHECK_PAGE,
    },
    buaaStudentNcov: { index: REPORT_PAGE },
    ...Object.fromEntries(REPORT_GROUPS.map((group) => [group, ROLE_PAGE_DECLARATIONS])),
    epideType: { index: viewsPage('上报类型') },
    typeList: { index: peopleViewsPage('上报名单') },
    details: { index: peopleViewsPage('上报详情') },
    dailyReport: {
      reportAll: { title: '上报记录', console: { app: 'ncov', module: 'manager', icon: 'file-search' }, personal: true },
      statistics: { title: '上报统计', console: { app: 'ncov', module: 'manager', icon: 'bar-chart' } },
      applyAdmin: { title: '上报设置', console: { app: 'ncov', module: 'manager', icon: 'setting' } },
    },
    center: {
      qrcode: CODE_PAGE,
      qrcodePage: CODE_PAGE,
      qrcodeNew: CODE_PAGE,
      qrcodeBuaa: CODE_PAGE,
      sweepCode: SCAN_PAGE,
      sweepCodeBjtu: SCAN_PAGE,
      sweepCodeBuaa: SCAN_PAGE,
      sweepCodeRls: SCAN_PAGE,
    },
    vaccineStat: { index: { title: '疫苗接种与核酸检测统计', chunk: 'code' } },
  },
});
