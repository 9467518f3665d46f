import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { serveCalls } from '@quad/platform/shell/fake-calls-test-kit';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { renderPage } from '@quad/platform/shell/list-test-kit';
import type { TPhoneBook } from '../contract';
import zh from '../i18n/zh.json';
import { loadHomeAddressBook } from './home-address-book';

const entry = (office: string, phone: string) => ({ office, phone, dial: phone.replace(/\D/g, ''), room: '', campus: '', note: '' });

beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'officetel', zh, true, true);
  await loadRegisteredTranslations();
});

it('finds a number from the home: the first five matches to call, how many more, and the way to the whole book', async () => {
  const asked: string[] = [];
  serveCalls({
    '/officetel/api/list': ({ q = '' }) => {
      asked.push(String(q));
      const entries = ['综合办公室', '学籍管理科', '考试中心', '实践教学科', '教材科', '招生办公室', '教学评估科'].map((office, i) => entry(office, `029-8820100${i}`));
      const book: TPhoneBook = { groups: [{ unit: '教务处', initial: 'J', entries }], campuses: [], total: entries.length, updatedAt: 1_790_000_000, failed: false };
      return book;
    },
  });
  const { default: HomeAddressBook } = await loadHomeAddressBook();
  renderPage(<HomeAddressBook />, '/xidianPage/addressBook');
  expect(screen.getByText('输入单位、科室、号码或拼音首字母查找电话')).toBeTruthy();
  expect(asked).toEqual([]);
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'jwc' } });
  const list = await screen.findByRole('list', { name: '共 7 个号码' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  expect(within(list).getByRole('link', { name: '拨打 综合办公室 029-88201000' }).getAttribute('href')).toBe('tel:02988201000');
  expect(screen.getByText('还有 2 个号码，请在电话簿中查看')).toBeTruthy();
  expect(screen.getByRole('link', { name: '查看完整电话簿' }).getAttribute('href')).toContain('/officeTel/index');
  expect(asked).toEqual(['jwc']);
});
