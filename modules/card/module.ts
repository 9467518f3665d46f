import { defineArea } from '@quad/contracts/manifest';

/**
 * The campus card (校园卡, issue 22): balance and transactions read from the school's card system,
 * top-ups paid through the ledger engine and posted to the card system (retried, reconciled), and
 * reporting a lost card (挂失) and undoing it, and where a month's money went (消费统计).
 */
export const cardManifest = defineArea(
  'card',
  { zh: '校园卡', en: 'Campus card', tw: '校園卡' },
  {
    order: 78,
    dependsOn: ['ledger-engine'],
    routes: {
      ipass: { balance: '校园卡余额', loss: '校园卡挂失' },
      idCard: { history: '消费记录', statistics: '消费统计' },
      recharge: {
        index: '校园卡充值',
        cfriindex: '校园卡充值',
        // Card numbers (students' and staff's numbers): the shell lays the viewer's watermark over it.
        reconcile: { title: '充值对账', console: { app: 'card', module: 'manage', icon: 'bar-chart' }, personal: true },
      },
    },
  },
);
