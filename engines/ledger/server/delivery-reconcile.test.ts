import { describe, expect, it } from 'vitest';
import { beijingDayRange, reconcileDeliveries, reconcileDeliveryDay, type TDeliveryRow } from './delivery-reconcile';

const day = '2026-05-01';
const { from: dayStart } = beijingDayRange(day);
const row = (requestNo: string, amountFen: number, state: TDeliveryRow['state'] = 'credited', updated = dayStart + 60): TDeliveryRow => ({
  requestNo,
  who: 'W',
  amountFen,
  state,
  updated,
});

describe('reconciling deliveries against a statement', () => {
  it('finds what is missing here (and why), extra here and of different amounts', () => {
    const statement = ['MATCH', 'NONE', 'PENDING', 'FAILED', 'DIFF'].map((requestNo) => ({ requestNo, who: 'W', amountFen: 100 }));
    const rows = [
      row('MATCH', 100),
      row('PENDING', 100, 'pending'),
      row('FAILED', 100, 'failed'),
      row('DIFF', 90),
      row('EXTRA', 50),
      // Credited the day before, and at the next day's first second: neither is this day's.
      row('BEFORE', 50, 'credited', dayStart - 1),
      row('AFTER', 50, 'credited', dayStart + 86_400),
    ];
    expect(reconcileDeliveries({ day, dayStart, statement, rows })).toEqual({
      day,
      matched: 1,
      missing: [
        { requestNo: 'NONE', who: 'W', amountFen: 100, note: '我方无此记录' },
        { requestNo: 'PENDING', who: 'W', amountFen: 100, note: '我方仍在到账中' },
        { requestNo: 'FAILED', who: 'W', amountFen: 100, note: '我方已记为失败并退款，对方却已入账' },
      ],
      extra: [{ requestNo: 'EXTRA', who: 'W', amountFen: 50, note: '对方对账单无此笔' }],
      different: [{ requestNo: 'DIFF', who: 'W', oursFen: 90, theirsFen: 100 }],
    });
  });

  it('asks the statement first, then the rows of the Beijing day and of its request numbers', async () => {
    const asked: unknown[] = [];
    const report = await reconcileDeliveryDay(day, {
      statement: async () => [{ requestNo: 'A', who: 'W', amountFen: 100 }],
      rows: async (wanted) => {
        asked.push(wanted);
        return [row('A', 100)];
      },
    });
    expect(asked).toEqual([{ from: dayStart, to: dayStart + 86_400, requestNos: ['A'] }]);
    expect(dayStart).toBe(Date.parse('2026-04-30T16:00:00Z') / 1000);
    expect(report).toEqual({ day, matched: 1, missing: [], extra: [], different: [] });
  });
});
