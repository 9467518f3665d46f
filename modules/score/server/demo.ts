import type { SiteDb } from '@quad/platform/server/db/site-db';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { seededRandom } from '@quad/platform/server/seed/demo-people';
import { loadDatasetRows } from '@quad/datasets-engine/server';
import { recordsKind } from './kind';
import { programmesKind, requirementsKind } from './kind-progress';

type TCourse = [code: string, name: string, credit: number, category: string, degree?: true];

/** Four terms of a 2024 intake (the demo students' 学号 start with 2024), as a 教务 system would hold them. */
const TERMS: Record<string, TCourse[]> = {
  '2024-2025-1': [
    ['GE101', '思想道德与法治', 3, '通识必修'],
    ['GE111', '大学英语（一）', 3, '通识必修'],
    ['GE121', '体育（一）', 1, '通识必修'],
    ['MA101', '高等数学（上）', 5, '学科基础', true],
    ['CS101', '程序设计基础', 4, '学科基础', true],
    ['GE131', '形势与政策（一）', 0.5, '通识必修'],
  ],
  '2024-2025-2': [
    ['GE102', '中国近现代史纲要', 3, '通识必修'],
    ['GE112', '大学英语（二）', 3, '通识必修'],
    ['GE122', '体育（二）', 1, '通识必修'],
    ['MA102', '高等数学（下）', 5, '学科基础', true],
    ['MA111', '线性代数', 3, '学科基础', true],
    ['CS102', '离散数学', 3, '专业必修'],
    ['GX201', '中国传统文化概论', 2, '通识选修'],
  ],
  '2025-2026-1': [
    ['GE103', '马克思主义基本原理', 3, '通识必修'],
    ['MA121', '概率论与数理统计', 3, '学科基础', true],
    ['CS201', '数据结构', 4, '专业必修', true],
    ['CS211', '计算机组成原理', 4, '专业必修'],
    ['CS221', '数据库原理', 3, '专业选修'],
    ['PR201', '认识实习', 1, '实践环节'],
  ],
  '2025-2026-2': [
    ['GE104', '习近平新时代中国特色社会主义思想概论', 3, '通识必修'],
    ['CS202', '操作系统', 4, '专业必修', true],
    ['CS212', '计算机网络', 3, '专业必修'],
    ['CS231', '软件工程', 3, '专业选修'],
    ['CS241', '人工智能导论', 2, '专业选修'],
    ['GX202', '艺术鉴赏', 2, '通识选修'],
    ['PR202', '课程设计', 2, '实践环节'],
  ],
};

/** What a programme asks per 课程性质 (a four-year bachelor's, 160 credits). */
const REQUIREMENTS: [string, number][] = [
  ['通识必修', 36],
  ['通识选修', 8],
  ['学科基础', 30],
  ['专业必修', 40],
  ['专业选修', 20],
  ['实践环节', 26],
];

const WORDS = ['优秀', '良好', '良好', '中等', '及格'];

/** The demo site's scores, programmes and requirements, loaded as the engine's first versions. */
export async function seedScoreDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const random = seededRandom(`score-${site.id}`);
  const students = await siteDb
    .selectFrom('users')
    .leftJoin('departments as klass', (j) => j.onRef('klass.site_id', '=', 'users.site_id').onRef('klass.id', '=', 'users.class_id'))
    .leftJoin('departments as dept', (j) => j.onRef('dept.site_id', '=', 'users.site_id').onRef('dept.id', '=', 'users.dept_id'))
    .select(['users.username', 'users.realname', 'klass.name as className', 'dept.name as deptName'])
    .where('users.type', '=', 'student')
    .orderBy('users.username')
    .execute();
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  const by = admin?.id ?? '';
  const programmeOf = (dept: string | null) => `${dept ?? '本科'}2024级本科培养方案`;

  const records = students.flatMap((s) =>
    Object.entries(TERMS).flatMap(([term, courses]) =>
      courses.flatMap(([code, course, credit, category, degree]) => {
        const base = { student: s.username, name: s.realname, term, code, course, credit, category, degree: degree ? '是' : '否', className: s.className ?? '' };
        if (code.startsWith('GE13')) return [{ ...base, score: '合格' }];
        if (code.startsWith('GE12') || code.startsWith('PR')) return [{ ...base, score: WORDS[Math.floor(random() * WORDS.length)]! }];
        const score = Math.round(52 + random() * 46);
        // About one in twenty fails and passes the 补考 at the start of the next term.
        if (score < 60) return [{ ...base, score: String(score), exam: '正常' }, { ...base, score: String(60 + Math.floor(random() * 15)), exam: '补考' }];
        return [{ ...base, score: String(score), exam: '正常' }];
      }),
    ),
  );
  const programmes = students.map((s) => ({ student: s.username, programme: programmeOf(s.deptName), className: s.className ?? '' }));
  const requirements = [...new Set(programmes.map((p) => p.programme))].flatMap((programme) => REQUIREMENTS.map(([category, credits]) => ({ programme, category, credits })));

  const load = async (result: Promise<{ ok: boolean; message: string }>, what: string) => {
    const done = await result;
    if (!done.ok) throw new Error(`score demo (${what}): ${done.message}`);
  };
  await load(loadDatasetRows(siteDb, requirementsKind, requirements, { source: 'upload', by }), 'requirements');
  await load(loadDatasetRows(siteDb, programmesKind, programmes, { source: 'upload', by }), 'programmes');
  await load(loadDatasetRows(siteDb, recordsKind, records, { source: 'upload', by, quiet: true }), 'records');
}
