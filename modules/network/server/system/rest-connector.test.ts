import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound } from '@quad/platform/server/http/outbound';
import { SchoolSystemError } from '@quad/platform/server/connectors/school-system';
import { restNetworkSystem } from './rest-connector';
import { startRestNetworkFake, type TRestNetworkFake } from './rest-fake';

const outbound = createOutbound({ allowPrivate: true });
const phone = { id: 's1', ip: '10.0.0.5', mac: 'AA:BB:CC:DD:EE:01', device: '手机', since: 1_790_000_000, bytesIn: 100, bytesOut: 20 };
let fake: TRestNetworkFake;
beforeAll(async () => {
  fake = await startRestNetworkFake();
  fake.addAccount('2024010001', '张三', 1250, [phone]);
});
afterAll(() => fake.close());
const connector = () => restNetworkSystem(fake.config, outbound, 2000);
const today = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);

describe('the REST network connector against the local fake', () => {
  it('reads an account and its charges, signed as the fake expects', async () => {
    expect(await connector().account('2024010001')).toMatchObject({
      username: '2024010001',
      holder: '张三',
      balanceFen: 1250,
      status: 'normal',
    });
    expect(await connector().charges('2024010001', 1, 20)).toEqual({ total: 0, lines: [] });
    expect(fake.badSignatures).toBe(0);
  });

  it('credits a top-up once per request number and lists it in the day’s statement', async () => {
    await connector().topUp('N1', '2024010001', 2000);
    await connector().topUp('N1', '2024010001', 2000);
    expect((await connector().account('2024010001')).balanceFen).toBe(3250);
    expect(await connector().topUpStatus('N1')).toBe('credited');
    expect(await connector().topUpStatus('N2')).toBe('unknown');
    expect(await connector().statement(today())).toEqual([
      expect.objectContaining({ requestNo: 'N1', username: '2024010001', amountFen: 2000 }),
    ]);
    expect((await connector().charges('2024010001', 1, 20)).lines[0]).toMatchObject({ amountFen: 2000, balanceFen: 3250, kind: '充值' });
  });

  it('sets the password and takes a device offline', async () => {
    await connector().setPassword('2024010001', 'abc12345');
    expect(fake.accountOf('2024010001')?.password).toBe('abc12345');
    expect(await connector().sessions('2024010001')).toEqual([phone]);
    await connector().logout('2024010001', 's1');
    expect(await connector().sessions('2024010001')).toEqual([]);
  });

  it('passes a refusal’s message through, and tells it from a system that is down or busy', async () => {
    await expect(connector().account('nobody')).rejects.toMatchObject({ kind: 'refused', message: '上网账号不存在' });
    await expect(connector().logout('2024010001', 'not-mine')).rejects.toMatchObject({ kind: 'refused', message: '该设备不在线' });
    fake.failNext(1);
    await expect(connector().account('2024010001')).rejects.toMatchObject({ kind: 'unreachable' });
    fake.down();
    const error = await connector()
      .topUp('N3', '2024010001', 100)
      .catch((e: unknown) => e);
    fake.up();
    expect(error).toBeInstanceOf(SchoolSystemError);
    expect((error as SchoolSystemError).kind).toBe('unreachable');
    expect(fake.credited.has('N3')).toBe(false);
  });

  it('is refused with a wrong secret, which never shows in the error', async () => {
    const wrong = restNetworkSystem({ ...fake.config, secret: 'not-the-secret' }, outbound, 2000);
    const error = await wrong.account('2024010001').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'refused', message: '签名无效' });
    expect(String(error)).not.toContain('not-the-secret');
    expect(fake.badSignatures).toBe(1);
  });
});
