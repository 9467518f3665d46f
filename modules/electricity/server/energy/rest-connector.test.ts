import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound } from '@quad/platform/server/http/outbound';
import { restEnergySystem } from './rest-connector';
import { startRestEnergyFake, type TRestEnergyFake } from './rest-fake';
import { SchoolSystemError } from '@quad/platform/server/connectors/school-system';

const outbound = createOutbound({ allowPrivate: true });
let fake: TRestEnergyFake;
beforeAll(async () => {
  fake = await startRestEnergyFake();
});
afterAll(() => fake.close());

const system = () => restEnergySystem(fake.config, outbound, 2000);

describe('the REST energy connector against the local fake', () => {
  it('reads buildings, rooms and a meter with signed requests', async () => {
    expect((await system().buildings()).map((b) => b.name)).toEqual(['北苑1栋', '北苑2栋']);
    expect(await system().rooms('N1')).toContainEqual({ id: 'N1-201', name: '201', floor: 2 });
    expect(await system().meter('N1-101')).toMatchObject({ remainingKwh: 0, state: 'off', pricePerKwhFen: 60 });
    expect(fake.badSignatures).toBe(0);
  });

  it('credits a purchase once per request number and answers its status', async () => {
    const first = await system().purchase('N1-101', 'Q1', 1200);
    expect(first).toEqual({ requestNo: 'Q1', state: 'credited', kwh: 20 });
    expect(await system().purchase('N1-101', 'Q1', 1200)).toEqual(first);
    expect(await system().meter('N1-101')).toMatchObject({ remainingKwh: 20, state: 'on' });
    expect(await system().purchaseStatus('Q1')).toMatchObject({ state: 'credited', kwh: 20 });
    expect(await system().purchaseStatus('Q2')).toMatchObject({ state: 'unknown' });
  });

  it('lists a Beijing day’s credited purchases in its statement', async () => {
    const today = new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);
    expect(await system().statement(today)).toContainEqual({ requestNo: 'Q1', roomId: 'N1-101', amountFen: 1200, at: expect.any(Number) });
    expect(await system().statement('2020-01-01')).toEqual([]);
  });

  it('is refused with a wrong secret, and for a room it does not know', async () => {
    const wrong = restEnergySystem({ ...fake.config, secret: 'not-it' }, outbound, 2000);
    await expect(wrong.buildings()).rejects.toMatchObject({ kind: 'refused' });
    expect(fake.badSignatures).toBe(1);
    await expect(system().meter('nowhere')).rejects.toMatchObject({ kind: 'refused' });
  });

  it('reports failures and an unreachable system as worth retrying', async () => {
    fake.failNext(1);
    await expect(system().buildings()).rejects.toMatchObject({ kind: 'unreachable' });
    fake.down();
    const error = await system()
      .buildings()
      .catch((e: unknown) => e);
    fake.up();
    expect(error).toBeInstanceOf(SchoolSystemError);
    expect((error as SchoolSystemError).kind).toBe('unreachable');
    expect(await system().buildings()).toHaveLength(2);
  });
});
