import { describe, expect, it } from 'vitest';
import { fieldErrorCount, mapDesignErrors } from './design-errors';

describe('design errors from the server', () => {
  it('puts each message beside the field, setting or part it names', () => {
    const errors = mapDesignErrors({
      'definition.fields.3.options': '请为“性别”添加选项',
      'definition.fields.3.key': '字段标识重复：radio_7_3',
      'definition.fields.0': '字段名称不能为空',
      'settings.title': '请填写表单名称',
      'definition.print.signatureLines': '签字栏最多6行',
      id: '表单不存在',
    });
    expect(errors.fields[3]).toEqual({ options: '请为“性别”添加选项', key: '字段标识重复：radio_7_3' });
    expect(errors.fields[0]).toEqual({ '': '字段名称不能为空' });
    expect(errors.settings).toEqual({ title: '请填写表单名称' });
    expect(errors.other).toEqual(['签字栏最多6行', '表单不存在']);
    expect(fieldErrorCount(errors, 3)).toBe(2);
    expect(fieldErrorCount(errors, 1)).toBe(0);
  });

  it('is empty without errors', () => {
    expect(mapDesignErrors(undefined)).toEqual({ fields: {}, settings: {}, other: [] });
  });
});
