import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TUserType } from '@quad/contracts/user-types';
import { setWebModules, type TWebModule } from '../shell/area';
import { setupI18n } from '../shell/i18n';
import { HomeColumn } from './home-column';

const session = vi.hoisted(() => ({ identity: '' as TUserType | '' }));
vi.mock('../shell/use-session', () => ({ useSession: () => ({ loggedIn: true, name: '演示', number: '1', identity: session.identity }) }));
vi.mock('../shell/startup', () => ({ useSiteSettings: () => ({ data: { hidden_features: [] } }) }));

/** A widget drawing its own name, so a test sees which ones a column shows. */
const widget = (text: string, forWhom?: TUserType[]) => ({ session: true, ...(forWhom ? { for: forWhom } : {}), load: async () => ({ default: () => <p>{text}</p> }) });

beforeAll(() => {
  setupI18n('zh');
  setWebModules([
    { manifest: { id: 'timetable' }, widgets: { todayClasses: widget('今天的课', ['student', 'teacher']) } },
    { manifest: { id: 'exam' }, widgets: { nextExam: widget('下一场考试', ['student']) } },
    { manifest: { id: 'notice' }, widgets: { notices: widget('通知列表') } },
  ] as unknown as TWebModule[]);
});
afterEach(() => {
  session.identity = '';
});

const column = () => render(<HomeColumn widgets={['todayClasses', 'nextExam', 'notices']} />);

describe('the home column', () => {
  it('shows a student the widgets for students', async () => {
    session.identity = 'student';
    column();
    expect(await screen.findByText('今天的课')).toBeTruthy();
    expect(await screen.findByText('下一场考试')).toBeTruthy();
    expect(await screen.findByText('通知列表')).toBeTruthy();
  });

  it('leaves out what is not for staff (no empty 今日课程 or 下一场考试 for an office)', async () => {
    session.identity = 'staff';
    column();
    expect(await screen.findByText('通知列表')).toBeTruthy();
    expect(screen.queryByText('今天的课')).toBeNull();
    expect(screen.queryByText('下一场考试')).toBeNull();
  });

  it('shows a teacher their classes but not the students’ exams, and everything while the kind of account is unknown', async () => {
    session.identity = 'teacher';
    const { unmount } = column();
    expect(await screen.findByText('今天的课')).toBeTruthy();
    expect(screen.queryByText('下一场考试')).toBeNull();
    unmount();
    session.identity = '';
    column();
    expect(await screen.findByText('下一场考试')).toBeTruthy();
  });
});
