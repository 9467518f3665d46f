import { describe, expect, it } from 'vitest';
import { watermarkLines } from './viewer-watermark';

describe('watermarkLines', () => {
  it('names the viewer by name and number, and by name alone before the number is known', () => {
    expect(watermarkLines({ name: '张三', number: '2024010001' })).toEqual(['张三', '2024010001']);
    expect(watermarkLines({ name: '张三', number: '' })).toEqual(['张三']);
    expect(watermarkLines({ name: '', number: '' })).toEqual([]);
  });
});
