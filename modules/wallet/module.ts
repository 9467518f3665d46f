import { defineArea } from '@quad/contracts/manifest';

/**
 * The wallet (我的钱包, myLittlePurse, issue 22): a small purse on the portal a person tops up through
 * the site's payment provider and spends on fee items without going to the provider each time; its
 * records show every top-up, payment and refund with the balance after it. The purse is an account
 * of the ledger engine; the area answers its pages.
 */
export const walletManifest = defineArea(
  'wallet',
  { zh: '我的钱包', en: 'Wallet', tw: '我的錢包' },
  {
    order: 77,
    dependsOn: ['ledger-engine'],
    routes: {
      myLittlePurse: {
        index: '我的钱包',
        record: '钱包明细',
        recordDetail: '明细详情',
      },
    },
  },
);
