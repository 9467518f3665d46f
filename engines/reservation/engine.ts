import type { TEngineManifest } from '@quad/contracts/manifest';

/** Contested capacity any area can build on: items with stock, grabs and draws, waitlists, check-in codes. */
export const reservationEngine: TEngineManifest = {
  id: 'reservation-engine',
  dependsOn: ['messages-engine', 'forms-engine'],
  summary: '预约抢票：名额与分区、开放时间、抢票与抽签、候补、订阅提醒、验票码',
};
