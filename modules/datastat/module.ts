import { defineArea } from '@quad/contracts/manifest';

/**
 * 数据统计 (title only in the spec): the school's key figures (在校生, 教职工, 科研经费…) as its planning
 * office publishes them, by category, each with its trend over the periods loaded. The figures are the
 * datasets engine's kind `datastat.figures`; reading them is a grant (school and unit leaders, the
 * site's administrators), not public: they are the school's internal numbers.
 */
export const datastatManifest = defineArea('datastat', { zh: '数据统计', en: 'Key Figures', tw: '數據統計' }, {
  order: 97,
  dependsOn: ['datasets-engine'],
  routes: {
    dataStatistics: {
      index: '数据统计',
      manage: { title: '统计数据管理', console: { app: 'datastat', module: 'manage' } },
    },
  },
});
