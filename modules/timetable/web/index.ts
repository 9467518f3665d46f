import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { SchedulePage, TeacherSchedulePage } from './pages/day-classes';
import { FreeNowPage } from './pages/free-now';
import { FreeRoomsPage } from './pages/free-rooms';
import { GradSchedulePage } from './pages/grad-schedule';
import { RoomTablePage } from './pages/room-table';
import { TeacherWeekSchedulePage, WeekSchedulePage } from './pages/week-timetable';

/** The timetable's screens, keyed like the manifest's routes (`modules/timetable/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'weekschedule/index': WeekSchedulePage,
  'schedule/index': SchedulePage,
  'teaweekschedule/index': TeacherWeekSchedulePage,
  'teaschedule/index': TeacherSchedulePage,
  'gradschedule/index': GradSchedulePage,
  'freeclassroom/index': FreeRoomsPage,
  'fudanclassRoomQuery/index': RoomTablePage,
  'freeClassroomV3/index': FreeNowPage,
  'timetable/manage': consolePage('timetable/manage', () => import('./console/manage-screen')),
  'timetable/calendar': consolePage('timetable/calendar', () => import('./console/calendar-screen')),
};

export { translations } from './translations';
