import { defineArea } from '@quad/contracts/manifest';

/**
 * Lotteries (抽奖, issue 21 item 5): an office offers prizes, each with a count and a chance; people
 * draw once for the whole lottery or once a day, and the rest is 未中奖. The prizes' stock is the
 * reservation engine's (one item per lottery, one zone per prize), so a prize is never given out more
 * often than its count; the area keeps the lottery, every draw with its random value, and the seed
 * whose digest is published at the start and which is revealed at the close, so anyone can recompute
 * each outcome.
 */
export const lotteryManifest = defineArea(
  'lottery',
  { zh: '抽奖', en: 'Lucky draws', tw: '抽獎' },
  {
    order: 74,
    dependsOn: ['reservation-engine'],
    routes: {
      lottery: {
        index: { title: '抽奖', personal: true },
        manage: { title: '抽奖管理', console: { app: 'lottery', module: 'manage' } },
      },
    },
  },
);
