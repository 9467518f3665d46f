import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import type { TLoan, TLoans } from '../../contract';
import zh from '../../i18n/zh.json';

export { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';

/** The area's strings and the datasets engine's (数据更新于), as the shell loads them before a page shows. */
export async function setupStrings() {
  setupI18n('zh').addResourceBundle('zh', 'library', zh, true, true);
  await loadRegisteredTranslations();
}

export const FRESH = { updatedAt: 1_790_000_000, failed: false };

export const loan = (over: Partial<TLoan> = {}): TLoan => ({
  barcode: 'C1',
  title: '算法导论',
  author: 'Thomas H. Cormen',
  callNumber: 'TP301.6/C818',
  location: '自然科学借阅室（三楼）',
  borrowDate: '2026-04-01',
  dueDate: '2026-05-01',
  renewCount: 0,
  daysLeft: 20,
  state: 'ok',
  canRenew: true,
  reason: '',
  ...over,
});

export const loans = (list: TLoan[], over: Partial<TLoans> = {}): TLoans => ({
  list,
  summary: {
    borrowed: list.length,
    dueSoon: list.filter((l) => l.state === 'soon').length,
    overdue: list.filter((l) => l.state === 'overdue').length,
  },
  renewal: { enabled: true, note: '', maxRenewals: 2 },
  ...FRESH,
  ...over,
});
