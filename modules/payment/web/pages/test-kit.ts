import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import type { TOrder } from '@quad/ledger-engine/contract';
import zh from '../../i18n/zh.json';

export { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';

/** The payer's strings and the engine's, as the shell loads them before a page shows. */
export async function setupStrings() {
  setupI18n('zh').addResourceBundle('zh', 'payment', zh, true, true);
  await loadRegisteredTranslations();
}

export const feeOf = (over: Record<string, unknown> = {}) => ({
  id: 'f1',
  title: '英语四级报名费',
  category: 'exam',
  amountFen: 3000,
  deadline: 1_790_000_000,
  state: 'unpaid',
  orderId: '',
  ...over,
});

export const orderOf = (over: Partial<TOrder> = {}): TOrder => ({
  id: 'o1',
  orderNo: 'PM202612310001',
  app: 'payment',
  ref: 'f1',
  title: '英语四级报名费',
  amountFen: 3000,
  state: 'paying',
  method: 'demo',
  paidFen: 0,
  refundedFen: 0,
  providerTxnId: '',
  created: 1_789_000_000,
  paidAt: 0,
  expiresAt: 1_789_001_800,
  ...over,
});
