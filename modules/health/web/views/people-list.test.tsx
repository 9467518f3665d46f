import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@quad/platform/shell/i18n';
import { renderPage, serveListPages } from '@quad/platform/shell/list-test-kit';
import zh from '../../i18n/zh.json';
import { PAGE } from './live';
import { PeopleList } from './people-list';

const person = (n: number) => ({ uid: `u${n}`, realname: `学生${n}`, number: `2021${n}`, deptName: '计算机学院', className: '', reportedAt: 0, abnormal: [], answerId: '' });

beforeAll(() => {
  setupI18n('zh').addResourceBundle('zh', 'health', zh, true, true);
});

describe('a role page people list', () => {
  it('loads the next people when the reader reaches the end, then says there is no more', async () => {
    const asked = serveListPages('/ncov/api/views/people', PAGE + 3, person);
    renderPage(
      <PeopleList query={{ group: 'epideState', role: 'instructor', status: 'missing' }} emptyText="都已上报" header={(total) => <p>共 {total} 人未报</p>} />,
      '/epideState/instructor',
    );
    expect(await screen.findByRole('link', { name: new RegExp(`^学生${PAGE + 3} `) })).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^学生\d+ / })).toHaveLength(PAGE + 3);
    expect(screen.getByText(`共 ${PAGE + 3} 人未报`)).toBeTruthy();
    expect(asked()).toEqual([1, 2]);
  });

  it('says so when nobody is on it', async () => {
    serveListPages('/ncov/api/views/people', 0, person);
    renderPage(<PeopleList query={{ group: 'epideState', role: 'instructor', status: 'missing' }} emptyText="都已上报" />, '/epideState/instructor');
    expect(await screen.findByText('都已上报')).toBeTruthy();
  });
});
