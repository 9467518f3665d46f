import { defineArea } from '@quad/contracts/manifest';

/**
 * Course selection (选课, issue 21): a term's selection runs in two rounds on the reservation engine,
 * one item per offering: 预选 (preferences, then a fair seeded draw per course) and 抢课 (first come
 * for the places left, with a waitlist) until the drop deadline. The area keeps the terms, the
 * offerings with their time slots and prerequisites, the courses each student completed, and the
 * guard the engine calls inside every selection: prerequisites, one section per course, the term's
 * credit limit and time conflicts, with one student's selections serialized on a lock row.
 */
export const courseManifest = defineArea(
  'course',
  { zh: '选课', en: 'Course selection', tw: '選課' },
  {
    order: 73,
    dependsOn: ['reservation-engine'],
    routes: {
      course: {
        index: '选课',
        detail: '课程详情',
        mine: '我的课表',
        manage: { title: '选课管理', console: { app: 'course', module: 'manage', icon: 'form' } },
        completed: { title: '已修课程', console: { app: 'course', module: 'manage', icon: 'file-search' }, personal: true },
      },
    },
  },
);
