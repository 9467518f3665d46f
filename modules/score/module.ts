import { defineArea } from '@quad/contracts/manifest';

/**
 * Scores (spec score/index, scorev1/index; 研究生成绩 and learningProcess): a student's course scores by
 * term with GPA and credits under the site's rules, the trend, the progress towards the programme's
 * credit requirements. The data is the datasets engine's (`score.records`, `score.programmes`,
 * `score.requirements`), loaded by upload, connector or the integration API. score and scorev1 keep
 * the full window width on desktop (the shell's exempt list, spec §2.1).
 */
export const scoreManifest = defineArea('score', { zh: '成绩查询', en: 'Scores', tw: '成績查詢' }, {
  order: 96,
  dependsOn: ['datasets-engine', 'messages-engine'],
  routes: {
    score: {
      index: '成绩查询',
      manage: { title: '成绩管理', console: { app: 'score', module: 'manage' } },
      staff: { title: '学生成绩查询', personal: true, console: { app: 'score', module: 'staff' } },
    },
    scorev1: { index: '成绩查询' },
    gradscore: { index: '研究生成绩' },
    learningProcess: { index: '学业进度' },
  },
});
