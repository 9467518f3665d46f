import { describe, expect, it } from 'vitest';
import { areaList } from '@vant/area-data';
import { pickRegion, regionChoices, regionCodes, regionValue, type TAreaList } from './region-options';

const small: TAreaList = {
  province_list: { '110000': '北京市', '440000': '广东省' },
  city_list: { '110100': '北京市', '440100': '广州市', '440300': '深圳市' },
  county_list: { '110101': '东城区', '440106': '天河区', '440104': '越秀区', '440305': '南山区' },
};

describe('region picker logic', () => {
  it('lists each level under the parent chosen above it', () => {
    expect(regionChoices(small, 0).map((o) => o.name)).toEqual(['北京市', '广东省']);
    expect(regionChoices(small, 1, '440000').map((o) => o.name)).toEqual(['广州市', '深圳市']);
    expect(regionChoices(small, 2, '440100').map((o) => o.name)).toEqual(['越秀区', '天河区']);
    expect(regionChoices(small, 1, '')).toEqual([]);
  });

  it('turns an answer into codes and back', () => {
    expect(regionCodes(small, '广东省/广州市/天河区', 3)).toEqual(['440000', '440100', '440106']);
    expect(regionValue(small, ['440000', '440100', '440106'])).toBe('广东省/广州市/天河区');
    expect(regionCodes(small, '广东省/深圳市/天河区', 3)).toEqual(['440000', '440300']);
    expect(regionCodes(small, '广东省/广州市/天河区', 2)).toEqual(['440000', '440100']);
    expect(regionCodes(small, undefined, 3)).toEqual([]);
  });

  it('picking a level clears the levels below it', () => {
    expect(pickRegion(['440000', '440100', '440106'], 1, '440300')).toEqual(['440000', '440300']);
    expect(pickRegion(['440000', '440100'], 0, '')).toEqual([]);
    expect(regionValue(small, pickRegion(['440000', '440100'], 0, '110000'))).toBe('北京市');
  });

  it('works on the national list the server checks against', () => {
    const codes = regionCodes(areaList, '广东省/广州市/天河区', 3);
    expect(codes).toHaveLength(3);
    expect(regionChoices(areaList, 2, codes[1]).some((o) => o.name === '天河区')).toBe(true);
    expect(regionValue(areaList, codes)).toBe('广东省/广州市/天河区');
  });
});
