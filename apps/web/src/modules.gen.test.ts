import { describe, expect, it } from 'vitest';
import { HOME_LAYOUTS } from '@quad/platform/shell/home-layouts';
import { webModules } from './modules.gen';

describe('the web registry', () => {
  const offered = webModules.flatMap((m) => Object.keys(m.widgets ?? {}));

  it('has every widget a home layout names offered by an area (the banner is the shell’s)', () => {
    for (const [name, layout] of Object.entries(HOME_LAYOUTS)) {
      expect(
        layout.filter((w) => w !== 'banner' && !offered.includes(w)),
        name,
      ).toEqual([]);
    }
  });

  it('has each widget offered by one area only', () => {
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('keeps the application square in the order of the manifests', () => {
    expect(webModules.map((m) => m.manifest.id)).toEqual([
      'uc',
      'polymerization',
      'sso',
      'smlogin',
      'hkhtml',
      'minigram',
      'admin',
      'notice',
      'message',
      'timetable',
      'forms',
      'document',
      'official',
      'leave',
      'news',
      'research',
      'permit',
      'certificate',
      'portal',
      'ticket',
      'vote',
      'course',
      'answer',
      'lottery',
      'seat',
      'payment',
      'wallet',
      'card',
      'electricity',
      'health',
      'network',
      'partydues',
      'video',
      'officetel',
      'exam',
      'finance',
      'library',
      'score',
      'datastat',
      'infocheck',
      'shuttlebus',
      'asset',
      'schoolhistory',
      'topic',
    ]);
  });
});
