import { defineArea } from '@quad/contracts/manifest';

/**
 * Exams (考试安排, spec examManage and fudanexamManage): each student's exams with time, campus, room and
 * seat, a countdown, an .ics for the phone's calendar, and inbox reminders the evening before and the
 * morning of. The arrangements are the datasets engine's kind `exam.arrangements` (upload, connector or
 * API); counselors see their classes' exams in the console.
 */
export const examManifest = defineArea('exam', { zh: '考试安排', en: 'Exams', tw: '考試安排' }, {
  order: 96,
  dependsOn: ['datasets-engine', 'messages-engine'],
  routes: {
    examManage: {
      index: '我的考试',
      detail: '考试详情',
      manage: { title: '考试安排管理', console: { app: 'exam', module: 'manage' }, personal: true },
    },
    fudanexamManage: {
      index: '考试安排',
    },
  },
});
