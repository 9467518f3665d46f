import { describe, expect, it } from 'vitest';
import { DEFAULT_HEALTH_SETTINGS } from '../../contract-settings';
import { newGroupId, settingsToSave } from './settings-values';

describe('settings to save', () => {
  it('drops a cleared group deadline, so the school deadline applies', () => {
    const groups = [
      { id: 'g1', name: '本科生', departments: ['d1'], deadline: '' },
      { id: 'g2', name: '研究生', departments: ['d2'], deadline: '16:00' },
    ];
    expect(settingsToSave({ ...DEFAULT_HEALTH_SETTINGS, groups }).groups).toEqual([
      { id: 'g1', name: '本科生', departments: ['d1'] },
      { id: 'g2', name: '研究生', departments: ['d2'], deadline: '16:00' },
    ]);
  });

  it('keeps everything else as edited', () => {
    const saved = settingsToSave({ ...DEFAULT_HEALTH_SETTINGS, deadline: '12:00', remindAt: '' });
    expect(saved).toMatchObject({ deadline: '12:00', remindAt: '', checkSlots: DEFAULT_HEALTH_SETTINGS.checkSlots });
  });

  it('makes a different id for each new group', () => {
    expect(newGroupId()).not.toBe(newGroupId());
  });
});
