import { defineArea } from '@quad/contracts/manifest';

/**
 * Timetables and free classrooms (课表、空闲教室; spec schedule, teaschedule, weekschedule,
 * teaweekschedule, freeclassroom, fudanclassRoomQuery, freeClassroomV3, 研究生课表). The school's
 * sections, enrollments, teaching and rooms are the datasets engine's kinds (server/kind.ts); the term
 * calendar and period times are this area's own table, set in the console. Free rooms are computed here
 * from the same sections, so no other area needs the timetable. The two desktop-friendly room pages'
 * route modules are in the platform's narrowing-exempt list (spec §1), so they keep the full width.
 */
export const timetableManifest = defineArea('timetable', { zh: '课表', en: 'Timetable', tw: '課表' }, {
  order: 45,
  dependsOn: ['datasets-engine'],
  routes: {
    weekschedule: { index: '我的课表' },
    schedule: { index: '今日课程' },
    teaweekschedule: { index: '教师课表' },
    teaschedule: { index: '教师今日课程' },
    gradschedule: { index: '研究生课表' },
    freeclassroom: { index: { title: '空闲教室', public: true } },
    fudanclassRoomQuery: { index: { title: '教室占用查询', public: true } },
    freeClassroomV3: { index: { title: '空闲教室', public: true } },
    timetable: {
      manage: { title: '课表数据', console: { app: 'timetable', module: 'manage' } },
      calendar: { title: '校历设置', console: { app: 'timetable', module: 'manage' } },
    },
  },
});
