import { describe, expect, it } from 'vitest';
import { areaList } from '@vant/area-data';
import { regionChoices, regionCodes, regionTree, regionValue, type TAreaList } from './region-options';

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

  it('builds the cascade as deep as the field asks, ending a branch where nothing lies below', () => {
    expect(regionTree(small, 1)).toEqual([
      { label: '北京市', value: '110000' },
      { label: '广东省', value: '440000' },
    ]);
    const [beijing, guangdong] = regionTree(small, 3);
    expect(beijing.children?.[0].children).toEqual([{ label: '东城区', value: '110101' }]);
    expect(guangdong.children?.map((c) => c.label)).toEqual(['广州市', '深圳市']);
    expect(guangdong.children?.[1].children).toEqual([{ label: '南山区', value: '440305' }]);
    // A city whose counties the list lacks is chosen on its own.
    const noCounties = { ...small, county_list: {} };
    expect(regionTree(noCounties, 3)[1].children?.[0]).toEqual({ label: '广州市', value: '440100' });
  });

  it('works on the national list the server checks against', () => {
    const codes = regionCodes(areaList, '广东省/广州市/天河区', 3);
    expect(codes).toHaveLength(3);
    expect(regionChoices(areaList, 2, codes[1]).some((o) => o.name === '天河区')).toBe(true);
    expect(regionValue(areaList, codes)).toBe('广东省/广州市/天河区');
    const tree = regionTree(areaList, 3);
    expect(tree.length).toBeGreaterThan(30);
    expect(tree.find((p) => p.value === codes[0])?.children?.find((c) => c.value === codes[1])?.children?.some((c) => c.label === '天河区')).toBe(true);
  });
});
