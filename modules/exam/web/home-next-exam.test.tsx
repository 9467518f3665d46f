import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@quad/platform/shell/router';
import { loadRegisteredTranslations, setupI18n } from '@quad/platform/shell/i18n';
import { queryClient } from '@quad/platform/shell/query-client';
import zh from '../i18n/zh.json';
import { EXAMS, serveExams } from './exams-test-kit';
import { examWidgets } from './home';

let Widget: ComponentType;
beforeAll(async () => {
  setupI18n('zh').addResourceBundle('zh', 'exam', zh, true, true);
  Widget = (await examWidgets.nextExam!.load()).default;
  await loadRegisteredTranslations();
});
beforeEach(() => queryClient.clear());

const show = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <Widget />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the next exam on the home page', () => {
  it('shows the next exam not yet over with its countdown, and a way to all of them', async () => {
    serveExams(EXAMS.slice(1));
    show();
    const next = await screen.findByRole('link', { name: /大学物理/ });
    expect(next.textContent).toContain('今天 14:00 开始');
    expect(next.textContent).toContain('北校区 明德楼203 · 座位号 5');
    expect(screen.getByRole('link', { name: '全部考试' }).getAttribute('href')).toContain('/examManage/index');
  });

  it('says when nothing is coming', async () => {
    serveExams(EXAMS.filter((e) => e.state === 'finished'));
    show();
    expect(await screen.findByText('近期暂无考试')).toBeTruthy();
  });
});
