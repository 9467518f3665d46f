import { defineArea } from '@quad/contracts/manifest';

/**
 * The campus shuttle bus (校车, spec shuttleBus/index, fudanIndex, detail): routes, their stops and
 * timetables, and the next departure from now in the site's time zone. The timetable and the holiday
 * calendar are the datasets engine's public kinds `shuttlebus.departures` and `shuttlebus.calendar`,
 * uploaded from the console (or pulled from the school's systems). Public: a guest may look up the bus.
 */
export const shuttlebusManifest = defineArea('shuttlebus', { zh: '校车', en: 'Shuttle Bus', tw: '校車' }, {
  order: 97,
  dependsOn: ['datasets-engine'],
  routes: {
    shuttleBus: {
      index: { title: '校车时刻', public: true },
      fudanIndex: { title: '校区班车', public: true },
      detail: { title: '线路详情', public: true },
      manage: { title: '校车时刻管理', console: { app: 'shuttlebus', module: 'manage' } },
    },
  },
});
