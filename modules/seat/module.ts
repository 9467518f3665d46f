import { defineArea } from '@quad/contracts/manifest';

/**
 * Seats (选座, issue 21 item 3): a hall's seat map drawn from the layout its console defines (rows,
 * columns, aisles, disabled seats, each seat's zone); a person picks one or adjacent seats, holds them
 * for a few minutes while confirming, then confirms or releases them; staff check the seat at the door.
 * The places, limits and check-in codes are the reservation engine's (one zone per layout zone); the
 * area keeps the layout, the holds and which seat each claim is.
 */
export const seatManifest = defineArea(
  'seat',
  { zh: '选座', en: 'Seats', tw: '選座' },
  {
    order: 74,
    dependsOn: ['reservation-engine'],
    routes: {
      seat: {
        index: '在线选座',
        detail: '场次详情',
        chooseSeat: '选择座位',
        chooseSeatNew: '帮我选座',
        chooseSeatxinxi: '确认座位',
        chooseSeatcheck: { title: '座位验票', personal: true },
        events: { title: '选座场次', console: { app: 'seat', module: 'manage', icon: 'form' }, personal: true },
      },
    },
  },
);
