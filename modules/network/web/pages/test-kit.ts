import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import zh from '../../i18n/zh.json';

export { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';

/** The area's strings and the ledger engine's, as the shell loads them before a page shows. */
export async function setupStrings() {
  setupI18n('zh').addResourceBundle('zh', 'network', zh, true, true);
  await loadRegisteredTranslations();
}

export const account = (over: Record<string, unknown> = {}) => ({
  username: '2024010001',
  holder: '张三',
  balanceFen: 1250,
  plan: { name: '学生包月（不限流量）', monthlyFeeFen: 3000 },
  status: 'normal',
  usedMb: 3276,
  ...over,
});

export const topUp = (orderId: string, state: string, amountFen = 2000) => ({
  orderId,
  orderNo: `NO-${orderId}`,
  username: '2024010001',
  amountFen,
  state,
  created: 1_789_000_000,
  updated: 1_789_000_000,
});

export const summary = (over: Record<string, unknown> = {}) => ({
  account: account(),
  methods: ['demo', 'wallet'],
  maxTopUpFen: 50_000,
  topUps: [topUp('o1', 'pending'), topUp('o2', 'credited', 5000), topUp('o3', 'failed', 1000)],
  ...over,
});

/** The billing system down, as the server answers it. */
export const systemDown = () => ({ e: 1, m: '校园网计费系统暂时无法访问，请稍后再试', d: {} });
