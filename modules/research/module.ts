import { defineArea } from '@quad/contracts/manifest';

/** The research office's console screens, opened by its `office` permission; `personal` where they list people's records. */
const office = (title: string, icon: string, personal = false) => ({ title, console: { app: 'research', module: 'office', icon }, personal });

/**
 * Research (科研, spec §2.2 forms group): the research office publishes calls for projects, teachers
 * declare projects and register papers, the workflow engine's `research-project` and `research-paper`
 * flows decide, and approved items count towards a teacher's yearly workload points.
 */
export const researchManifest = defineArea('research', { zh: '科研管理', en: 'Research', tw: '科研管理' }, {
  order: 62,
  dependsOn: ['workflow-engine'],
  routes: {
    project: { index: '项目申报' },
    personalproject: { index: '我的项目' },
    paper: { index: '论文登记' },
    personalpaper: { index: '我的论文' },
    paperWork: { index: '科研工作量' },
    research: {
      calls: office('申报批次', 'notification'),
      approve: office('科研审批', 'audit', true),
      records: office('科研记录', 'file-search', true),
      statistic: office('科研统计', 'bar-chart', true),
      points: office('工作量分值', 'setting'),
    },
  },
});
