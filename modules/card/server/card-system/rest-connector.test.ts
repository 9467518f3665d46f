import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound } from '@quad/platform/server/http/outbound';
import { SchoolSystemError } from '@quad/platform/server/connectors/school-system';
import { restCardSystem } from './rest-connector';
import { startRestCardFake, type TRestCardFake } from './rest-fake';

const outbound = createOutbound({ allowPrivate: true });
let fake: TRestCardFake;
beforeAll(async () => {
  fake = await startRestCardFake();
  fake.addCard('2024010001', '张三', 8650);
});
afterAll(() => fake.close());
const connector = () => restCardSystem(fake.config, outbound, 2000);
const day = (seconds: number) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);

describe('the REST card connector against the local fake', () => {
  it('reads a card and its lines, signed as the fake expects', async () => {
    expect(await connector().card('2024010001')).toEqual({ number: '2024010001', holder: '张三', balanceFen: 8650, status: 'normal' });
    const page = await connector().transactions('2024010001', { from: 0, to: 4_000_000_000, page: 1, size: 20 });
    expect(page).toEqual({ total: 0, lines: [] });
    expect(fake.badSignatures).toBe(0);
  });

  it('credits a top-up once per request number and lists it in the day’s statement', async () => {
    expect(await connector().topUp('2024010001', 'Q1', 2000)).toBe('credited');
    expect(await connector().topUp('2024010001', 'Q1', 2000)).toBe('credited');
    expect((await connector().card('2024010001')).balanceFen).toBe(10650);
    expect(await connector().topUpStatus('Q1')).toBe('credited');
    expect(await connector().topUpStatus('Q2')).toBe('unknown');
    const statement = await connector().statement(day(Math.floor(Date.now() / 1000)));
    expect(statement).toEqual([expect.objectContaining({ requestNo: 'Q1', number: '2024010001', amountFen: 2000 })]);
    const lines = await connector().transactions('2024010001', { from: 0, to: 4_000_000_000, page: 1, size: 20 });
    expect(lines.lines[0]).toMatchObject({ amountFen: 2000, balanceFen: 10650, kind: '充值' });
  });

  it('reports a loss and undoes it', async () => {
    expect((await connector().reportLoss('2024010001')).status).toBe('lost');
    expect((await connector().undoLoss('2024010001')).status).toBe('normal');
  });

  it('tells a refusal from a card system that is down or busy', async () => {
    await expect(connector().card('nobody')).rejects.toMatchObject({ kind: 'refused', message: '校园卡不存在' });
    fake.failNext(1);
    await expect(connector().card('2024010001')).rejects.toMatchObject({ kind: 'unreachable' });
    fake.down();
    const error = await connector()
      .topUp('2024010001', 'Q3', 100)
      .catch((e: unknown) => e);
    fake.up();
    expect(error).toBeInstanceOf(SchoolSystemError);
    expect((error as SchoolSystemError).kind).toBe('unreachable');
    expect(fake.credited.has('Q3')).toBe(false);
  });

  it('is refused with a wrong secret, which never shows in the error', async () => {
    const wrong = restCardSystem({ ...fake.config, secret: 'not-the-secret' }, outbound, 2000);
    const error = await wrong.card('2024010001').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'refused', message: '签名无效' });
    expect(String(error)).not.toContain('not-the-secret');
    expect(fake.badSignatures).toBe(1);
  });
});
