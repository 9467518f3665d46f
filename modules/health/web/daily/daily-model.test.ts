import { describe, expect, it } from 'vitest';
import type { TFormDefinition } from '@quad/forms-engine/shared/definition';
import { byKey, changedFields, errorsByKey, placeParams, summaryLines } from './daily-model';

const definition: TFormDefinition = {
  fields: [
    { key: 'text_1_1', kind: 'text', label: '定位信息', param: 'geo_api_info', hidden: true },
    { key: 'text_1_2', kind: 'text', label: '所在地区', param: 'area' },
    { key: 'text_1_3', kind: 'text', label: '城市', param: 'city', hidden: true },
    { key: 'text_1_4', kind: 'text', label: '详细地址', param: 'address' },
    { key: 'select_1_5', kind: 'select', label: '今日体温', param: 'tw', options: [{ value: '1', label: '36℃~36.5℃' }, { value: '4', label: '37.3℃~38℃' }] },
    { key: 'radio_1_6', kind: 'radio', label: '是否隔离', param: 'sfcyglq', options: [{ value: '0', label: '否' }, { value: '1', label: '是' }] },
  ],
  dataSources: [],
  plugins: [],
  print: { columns: 1, showSubmitter: true, showTime: true, signatureLines: [] },
};

describe('the daily report page model', () => {
  it('summarises answers by label and option label, leaving out hidden and blank fields', () => {
    const lines = summaryLines(definition, { text_1_1: '{"type":"complete"}', text_1_2: '北京市 北京市 海淀区', select_1_5: '1' });
    expect(lines.map((l) => `${l.label}：${l.text}`)).toEqual(['所在地区：北京市 北京市 海淀区', '今日体温：36℃~36.5℃']);
  });

  it('lists only the fields that changed since the previous report, never the raw location', () => {
    const before = { text_1_1: '{"a":1}', select_1_5: '1', radio_1_6: '0' };
    const after = { text_1_1: '{"a":2}', select_1_5: '4', radio_1_6: '0' };
    expect(changedFields(definition, before, after)).toEqual([{ key: 'select_1_5', label: '今日体温', before: '36℃~36.5℃', after: '37.3℃~38℃' }]);
    expect(changedFields(definition, before, before)).toEqual([]);
  });

  it('turns a maps result into province, city (a municipality is its own city), area and address, keeping the raw result', () => {
    const values = byKey(definition, placeParams({ lng: 116.3, lat: 39.9 }, { formattedAddress: '北京市海淀区学院路', province: '北京市', city: '', district: '海淀区', lng: 116.31, lat: 39.91 }));
    expect(values).toMatchObject({ text_1_2: '北京市 北京市 海淀区', text_1_3: '北京市', text_1_4: '北京市海淀区学院路' });
    expect(JSON.parse(values.text_1_1 as string)).toMatchObject({ type: 'complete', position: { lng: 116.31, lat: 39.91 }, info: 'SUCCESS' });
  });

  it('without a maps service keeps only the browser position, in the maps result shape', () => {
    const values = byKey(definition, placeParams({ lng: 116.3, lat: 39.9 }));
    expect(Object.keys(values)).toEqual(['text_1_1']);
    expect(JSON.parse(values.text_1_1 as string)).toMatchObject({ position: { lng: 116.3, lat: 39.9 }, location_type: 'html5', addressComponent: { province: '', city: '', district: '' }, formattedAddress: '' });
  });

  it('puts server errors named by param on the field keys', () => {
    expect(errorsByKey(definition, { tw: '请选择今日体温', other: 'x' })).toEqual({ select_1_5: '请选择今日体温', other: 'x' });
  });
});
