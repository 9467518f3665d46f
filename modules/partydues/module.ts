import { defineArea } from '@quad/contracts/manifest';

/**
 * Party dues (党费, issue 22): each member's monthly dues by the site's rules, paid through the ledger
 * engine, my records, and the branch's statistics for its secretary. The organisation office keeps the
 * branches, the roll and the rules in the console.
 */
export const partyduesManifest = defineArea(
  'partydues',
  { zh: '党费缴纳', en: 'Party dues', tw: '黨費繳納' },
  {
    order: 82,
    dependsOn: ['ledger-engine'],
    routes: {
      partyDues: {
        index: '党费缴纳',
        record: '缴费记录',
        branch: { title: '支部党费统计', personal: true },
        members: { title: '党员名册', console: { app: 'partydues', module: 'manage', icon: 'team' }, personal: true },
        branches: { title: '党支部', console: { app: 'partydues', module: 'manage', icon: 'form' } },
        rules: { title: '党费标准', console: { app: 'partydues', module: 'manage', icon: 'audit' } },
        stats: { title: '党费统计', console: { app: 'partydues', module: 'manage', icon: 'bar-chart' } },
      },
    },
  },
);
