import { describe, expect, it } from 'vitest';
import { settingsErrorFields } from './settings-errors';

describe('settings errors on their fields', () => {
  it('puts a top-level error on its field', () => {
    expect(settingsErrorFields({ 'settings.openUntil': '关闭时间应晚于开放时间' })).toEqual([{ name: ['openUntil'], errors: ['关闭时间应晚于开放时间'] }]);
  });

  it('puts an error of a list row on that row, with a numeric index', () => {
    expect(settingsErrorFields({ 'settings.groups.1.deadline': '截止时间应为“时:分”，如 08:30' })).toEqual([
      { name: ['groups', 1, 'deadline'], errors: ['截止时间应为“时:分”，如 08:30'] },
    ]);
  });

  it('drops the request key the server names nested fields by', () => {
    expect(settingsErrorFields({ 'settings.aliases.0': 'settings：别名应为“模块/wap/控制器”' })).toEqual([{ name: ['aliases', 0], errors: ['别名应为“模块/wap/控制器”'] }]);
  });

  it('ignores messages about the whole request and missing errors', () => {
    expect(settingsErrorFields({ _: '参数错误', settings: '请填写设置' })).toEqual([]);
    expect(settingsErrorFields(undefined)).toEqual([]);
  });
});
