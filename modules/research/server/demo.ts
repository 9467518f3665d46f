import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { siteDay } from '@quad/platform/server/time';
import { ensureDefinition } from '@quad/workflow-engine/server';
import { DEFAULT_PAPER_FLOW, DEFAULT_PROJECT_FLOW, PAPER_FLOW, PROJECT_FLOW } from './flow';
import { declare } from './service-projects';
import { register } from './service-papers';

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Two calls (one open, one closed), a declaration and a paper waiting in their flows, and a project and
 * papers approved before the portal (no flow of their own: the workload page has something to count).
 */
export async function seedResearchDemo(siteDb: SiteDb, timeZone: string): Promise<void> {
  await ensureDefinition(siteDb, { key: PROJECT_FLOW, app: 'research', definition: DEFAULT_PROJECT_FLOW });
  await ensureDefinition(siteDb, { key: PAPER_FLOW, app: 'research', definition: DEFAULT_PAPER_FLOW });
  const people = await siteDb.selectFrom('users').select(['id', 'username', 'dept_id']).where('username', 'in', ['admin', 'teacher']).execute();
  const teacher = people.find((p) => p.username === 'teacher');
  const admin = people.find((p) => p.username === 'admin');
  if (!teacher || !admin) return;
  const today = siteDay(timeZone);
  const now = nowSeconds();
  const open = newId();
  const closed = newId();
  const call = (id: string, title: string, level: 'school' | 'provincial', deadline: string, status: 'open' | 'closed', description: string) => ({
    id,
    title,
    level,
    deadline,
    description,
    departments: '[]',
    status,
    creator_id: admin.id,
    created: now - 30 * 86_400,
    updated: now - 30 * 86_400,
  });
  await siteDb
    .insertInto('research_calls', [
      call(open, `${today.slice(0, 4)}年校级科研项目申报`, 'school', shift(today, 30), 'open', '面向全校教师，每人限报一项，资助额度一般不超过5万元。'),
      call(closed, `${Number(today.slice(0, 4)) - 1}年省部级项目推荐`, 'provincial', shift(today, -60), 'closed', '已截止，推荐结果另行通知。'),
    ])
    .execute();
  await declare(siteDb, teacher.id, today, {
    callId: open,
    name: '基于大数据的课堂学习行为分析',
    members: [],
    budget: 30000,
    start: shift(today, 40),
    end: shift(today, 405),
    summary: '采集课堂互动数据，分析学习投入与成绩的关系，形成教学改进建议。',
    attachments: [],
    requestId: 'demo_research_project',
  });
  await register(siteDb, teacher.id, today, {
    title: '高校移动门户的多租户架构设计',
    journal: '计算机工程与应用',
    published: shift(today, -20),
    indexed: 'core',
    rank: 1,
    doi: '10.3778/demo.2024.001',
    requestId: 'demo_research_paper',
  });
  const lastYear = `${Number(today.slice(0, 4)) - 1}`;
  const base = { user_id: teacher.id, dept_id: teacher.dept_id, instance_id: '', status: 'approved' as const, created: now - 200 * 86_400 };
  await siteDb
    .insertInto('research_projects', {
      ...base,
      id: newId(),
      call_id: closed,
      request_id: 'demo_research_history',
      name: '校园能耗监测与节能策略研究',
      level: 'provincial',
      budget_cents: 8_000_000,
      start_day: `${lastYear}-03-01`,
      end_day: `${lastYear}-12-31`,
      summary: '对教学楼用电进行分项计量，提出节能运行策略。',
      attachments: '[]',
    })
    .execute();
  await siteDb
    .insertInto('research_papers', [
      { ...base, id: newId(), request_id: 'demo_research_history_1', title: 'Multi-tenant scheduling for campus services', journal: 'IEEE Access', published_day: `${lastYear}-06-15`, indexed: 'sci', author_rank: 1, doi: '10.1109/demo.2023.0001' },
      { ...base, id: newId(), request_id: 'demo_research_history_2', title: '高校数据治理的实践与思考', journal: '中国教育信息化', published_day: `${lastYear}-09-01`, indexed: 'cssci', author_rank: 2, doi: '' },
    ])
    .execute();
}
