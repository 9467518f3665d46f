import { defineArea } from '@quad/contracts/manifest';

/**
 * Electricity (电费, issue 22): pick a building and room, see the meter's balance from the school's
 * energy system, buy kWh paid through the ledger engine and posted to the energy system.
 */
export const electricityManifest = defineArea(
  'electricity',
  { zh: '电费缴纳', en: 'Electricity', tw: '電費繳納' },
  {
    order: 79,
    dependsOn: ['ledger-engine'],
    routes: {
      electricity: {
        index: '电费缴纳',
        record: '购电记录',
        reconcile: { title: '购电对账', console: { app: 'electricity', module: 'manage', icon: 'bar-chart' } },
      },
    },
  },
);
