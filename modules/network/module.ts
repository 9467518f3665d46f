import { defineArea } from '@quad/contracts/manifest';

/**
 * Network fees (校园网, issue 22): my network account's balance and plan from the school's network
 * billing system, top-ups paid through the ledger engine and posted to it, payments and sessions, the
 * account's password and the devices online. The network tools area reuses the top-up.
 */
export const networkManifest = defineArea(
  'network',
  { zh: '校园网', en: 'Campus network', tw: '校園網' },
  {
    order: 81,
    dependsOn: ['ledger-engine'],
    routes: {
      networkApp: {
        balance: '网费充值',
        history: '充值记录',
        setPass: '修改上网密码',
        terminalSearch: '在线设备',
        // Payers' names and accounts: the shell lays the viewer's watermark over it.
        reconcile: { title: '网费对账', console: { app: 'network', module: 'manage', icon: 'bar-chart' }, personal: true },
      },
    },
  },
);
