import { describe, expect, it } from 'vitest';
import { ZFormDefinition } from '../../contract-definition';
import { renumberDefinition } from './renumber';
import { TEMPLATES } from './templates';
import { regionKnown } from '../fill/region';

describe('form templates', () => {
  it.each(TEMPLATES.map((t) => [t.title, t] as const))('%s is a valid design whose keys carry the form number', (_title, template) => {
    const definition = template.build(42);
    const parsed = ZFormDefinition.safeParse(definition);
    expect(parsed.error?.issues ?? []).toEqual([]);
    for (const f of definition.fields) expect(f.key).toMatch(new RegExp(`^${f.kind}_42_\\d+$`));
  });

  it('has the campus forms the issue asks for', () => {
    expect(TEMPLATES.map((t) => t.title)).toEqual(expect.arrayContaining(['信息采集', '活动报名', '学生信息核验', '每日健康打卡', '请假外出登记']));
    expect(TEMPLATES.find((t) => t.key === 'health')?.frequency).toBe('daily');
  });
});

describe('renumbering a copy', () => {
  it('moves every key to the new number wherever it is named', () => {
    const copy = renumberDefinition(TEMPLATES.find((t) => t.key === 'signup')!.build(7), 12);
    const json = JSON.stringify(copy);
    expect(json).not.toMatch(/_7_\d/);
    expect(copy.fields.find((f) => f.kind === 'computed')?.formula).toBe('1 + count({table_12_4}.{number_12_6})');
    expect(copy.dataSources[0]?.table).toBe('table_12_4');
    expect(copy.plugins.map((p) => p.field)).toEqual(['text_12_1', 'phone_12_2']);
    expect(copy.fields.find((f) => f.kind === 'table')?.columns?.map((c) => c.key)).toEqual(['text_12_5', 'number_12_6', 'phone_12_7']);
    expect(ZFormDefinition.safeParse(copy).success).toBe(true);
    const leave = renumberDefinition(TEMPLATES.find((t) => t.key === 'leave')!.build(3), 30);
    expect(leave.fields.find((f) => f.visibleIf)?.visibleIf?.field).toBe('radio_30_4');
  });
});

describe('region names', () => {
  it('knows real places and their parents', () => {
    expect(regionKnown(['广东省', '广州市', '天河区'])).toBe(true);
    expect(regionKnown(['北京市', '北京市', '海淀区'])).toBe(true);
    expect(regionKnown(['广东省'])).toBe(true);
    expect(regionKnown(['广东省', '杭州市', '西湖区'])).toBe(false);
    expect(regionKnown(['火星省', '广州市', '天河区'])).toBe(false);
  });
});
