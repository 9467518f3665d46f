import { screen } from '@testing-library/react';
import { MemoryRouter } from '../router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defineArea } from '@quad/contracts/manifest';
import { setWebModules } from '../area';
import { setupI18n } from '../i18n';
import { renderScreen } from './screen-test-kit';

/** Which of the demo area's screens the signed-in administrator may open. */
const who = vi.hoisted(() => ({ modules: ['people'] as string[] }));
vi.mock('../use-session', async () =>
  (await import('./session-test-kit')).signedInAdmin((app, module) => app === 'demo' && (!module || who.modules.includes(module))),
);
vi.mock('../startup', () => ({ useSiteSettings: () => ({ data: undefined }) }));

const demo = defineArea('demo', { zh: '演示', en: 'Demo', tw: '演示' }, {
  routes: {
    demo: {
      people: { title: '人员管理', console: { app: 'demo', module: 'people' } },
      audit: { title: '操作日志', console: { app: 'demo', module: 'audit' } },
    },
  },
});

// The frame's strings join the i18n instance as it loads: set up first.
let ConsoleFrame: typeof import('./console-frame').ConsoleFrame;
beforeAll(async () => {
  setupI18n('zh');
  ({ ConsoleFrame } = await import('./console-frame'));
  setWebModules([{ manifest: demo, load: async () => ({ pages: {}, translations: async () => ({}) }) }]);
});

const open = (page: string) =>
  renderScreen(
    <MemoryRouter>
      <ConsoleFrame page={page}>
        <p>屏幕内容</p>
      </ConsoleFrame>
    </MemoryRouter>,
  );

describe('the console frame', () => {
  it('shows a screen the signed-in person may open, with the menu of what they may open', () => {
    open('demo/people');
    expect(screen.getByText('屏幕内容')).toBeTruthy();
    expect(screen.getByRole('link', { name: '人员管理' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '操作日志' })).toBeNull();
  });

  it('answers 无权限 in place of a screen they may not open', () => {
    open('demo/audit');
    expect(screen.queryByText('屏幕内容')).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
  });
});
