import { describe, expect, it } from 'vitest';
import type { TCheckIndex } from '../../contract-check';
import { checkLines, nextSlot, slotStates, storedCheck } from './check-model';

const index = (date: string, done: string[]): TCheckIndex => ({
  info: {},
  date,
  ontime: date !== '',
  realonly: done.includes(date),
  day: '2026-11-22',
  slots: [
    { name: '晨检', start: '07:00', end: '09:00', done: done.includes('晨检') },
    { name: '午检', start: '11:00', end: '13:00', done: done.includes('午检') },
    { name: '晚检', start: '19:00', end: '21:00', done: done.includes('晚检') },
  ],
  title: '晨午晚检',
  desc: '',
});

const zh: Record<string, string> = { yes: '是', no: '否', temperature: '体温', area: '所在地区', address: '详细地址', otherShort: '其他情况' };
const t = (key: string) => zh[key] ?? key;

describe('the three-checks page model', () => {
  it('inside a slot orders the others by the server’s answer, whatever the phone’s clock says', () => {
    expect(slotStates(index('晚检', ['晨检']), '03:00')).toEqual(['done', 'missed', 'now']);
  });

  it('between slots tells missed from later by the clock, and names the next slot', () => {
    const between = index('', []);
    expect(slotStates(between, '14:00')).toEqual(['missed', 'missed', 'pending']);
    expect(nextSlot(between, '14:00')?.name).toBe('晚检');
    expect(nextSlot(between, '22:00')).toBeUndefined();
  });

  it('reads a stored check back with band and yes/no labels, leaving out what was not answered', () => {
    expect(storedCheck(index('午检', []))).toBeUndefined();
    const info = { tw: '4', sfzx: '1', sfcyglq: '0', sfyzz: '', askforleave: '', area: '', address: '西沣路', qtqk: '' };
    const lines = checkLines(info as never, t).map((l) => `${l.label}：${l.text}`);
    expect(lines).toEqual(['体温：37.3℃~38℃', 'question.sfzx：是', 'question.sfcyglq：否', '详细地址：西沣路']);
  });
});
