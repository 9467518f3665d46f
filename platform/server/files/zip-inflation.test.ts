import { describe, expect, it } from 'vitest';
import { zipOf } from './test-files';
import { inflatesWithin } from './zip-inflation';

const LIMITS = { maxBytes: 1024 * 1024, maxRatio: 100 };
const text = 'a row of a sheet, '.repeat(100);

describe('checking a zip before it is unzipped', () => {
  it('passes an honest archive, stored or deflated', async () => {
    expect(await inflatesWithin(zipOf({ 'a.xml': text, 'b.xml': 'b' }), LIMITS)).toBe(true);
    expect(await inflatesWithin(zipOf({ 'a.xml': text, 'b.xml': 'b' }, { deflate: true }), LIMITS)).toBe(true);
  });

  it('refuses more than the limit in all, or far more than the archive’s size', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 32);
    expect(await inflatesWithin(zipOf({ 'a.xml': big }), LIMITS)).toBe(false);
    expect(await inflatesWithin(zipOf({ 'a.xml': big.subarray(0, 500 * 1024) }, { deflate: true }), LIMITS)).toBe(false);
  });

  it('refuses an entry that inflates to more than it declares, or to less', async () => {
    expect(await inflatesWithin(zipOf({ 'a.xml': text }, { deflate: true, declaredSizes: { 'a.xml': 100 } }), LIMITS)).toBe(false);
    expect(await inflatesWithin(zipOf({ 'a.xml': text }, { deflate: true, declaredSizes: { 'a.xml': text.length + 1 } }), LIMITS)).toBe(false);
  });

  it('refuses an entry the directory does not list, which a streaming reader would still unzip', async () => {
    const zip = zipOf({ 'a.xml': 'a', 'hidden.xml': text }, { deflate: true });
    const end = zip.length - 22;
    const firstCentral = zip.readUInt32LE(end + 16);
    const firstCentralLength = 46 + 'a.xml'.length;
    // The directory keeps its first entry only, so the second local record becomes invisible to it.
    const trimmed = Buffer.concat([zip.subarray(0, firstCentral + firstCentralLength), zip.subarray(end)]);
    const newEnd = trimmed.length - 22;
    trimmed.writeUInt16LE(1, newEnd + 8);
    trimmed.writeUInt16LE(1, newEnd + 10);
    trimmed.writeUInt32LE(firstCentralLength, newEnd + 12);
    expect(await inflatesWithin(trimmed, LIMITS)).toBe(false);
  });

  it('refuses what is not a zip at all', async () => {
    expect(await inflatesWithin(Buffer.from('账号,姓名\n'), LIMITS)).toBe(false);
  });
});
