import type { TEngineManifest } from '@quad/contracts/manifest';

/** Money any area can take: orders paid through a provider or the wallet, double-entry postings, refunds, reconciliation. */
export const ledgerEngine: TEngineManifest = {
  id: 'ledger-engine',
  dependsOn: ['workflow-engine'],
  summary: '账务：订单与支付渠道、钱包、复式记账、退款、对账',
};
