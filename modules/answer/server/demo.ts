import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TAudience } from '@quad/platform/server/identity/audience';
import type { TQuestionKind } from '../rules';

const DAY = 86_400;
const EVERYONE: TAudience = { all: true, targets: [] };

type TDemoQuestion = [TQuestionKind, string, string[], string[], string?];

/** 安全知识竞赛's bank: kind, question, options (choices only), answer, explanation. */
const BANK: TDemoQuestion[] = [
  ['single', '发现宿舍楼内起火，首先应该拨打的报警电话是？', ['110', '119', '120', '122'], ['B'], '火警电话是 119。'],
  ['single', '使用灭火器灭火时，应对准火焰的哪个部位喷射？', ['火焰顶部', '火焰中部', '火焰根部', '任意部位'], ['C']],
  ['single', '遇到电器着火，第一步应当？', ['用水浇灭', '切断电源', '打开窗户', '继续观察'], ['B']],
  ['multiple', '以下哪些物品禁止在宿舍使用？', ['大功率电热器', '台灯', '电热毯', '热得快'], ['A', 'C', 'D']],
  ['multiple', '火灾逃生时，正确的做法有？', ['用湿毛巾捂住口鼻', '乘坐电梯逃生', '弯腰低姿前进', '沿疏散指示标志撤离'], ['A', 'C', 'D']],
  ['judge', '火灾中可以乘坐电梯快速逃生。', [], ['F'], '火灾时电梯可能断电停运，应走安全通道。'],
  ['judge', '接到自称公安机关要求转账到“安全账户”的电话，一定是诈骗。', [], ['T']],
  ['judge', '实验室的化学试剂可以带回宿舍存放。', [], ['F']],
  ['fill', '全国消防日是每年的11月（ ）日。', [], ['9', '九'], '11 月 9 日，与火警电话 119 相同。'],
  ['fill', '急救电话是（ ）。', [], ['120']],
  ['single', '在校园内发现可疑人员，应当及时联系？', ['同学', '保卫处', '食堂', '图书馆'], ['B']],
  ['multiple', '防范电信诈骗，应做到？', ['不轻信陌生来电', '不透露验证码', '不向陌生账户转账', '先转账再核实'], ['A', 'B', 'C']],
];

/**
 * A demo site's quiz: 安全知识竞赛, open for a week, 10 of 12 questions drawn for each attempt, 15
 * minutes, two attempts each. The admin account creates it.
 */
export async function seedAnswerDemo(siteDb: SiteDb): Promise<void> {
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (!admin) return;
  const now = nowSeconds();
  const id = newId();
  await siteDb
    .insertInto('answer_quizzes', {
      id,
      title: '安全知识竞赛',
      description: '保卫处举办校园安全知识竞赛：每次随机抽取10道题，限时15分钟，每人可答2次，取最好成绩排名。',
      opens_at: now - DAY,
      closes_at: now + 7 * DAY,
      time_limit: 15,
      draw: 10,
      attempts_allowed: 2,
      pass_mark: 60,
      review: 'submitted',
      audience: JSON.stringify(EVERYONE),
      attempts: 0,
      created_by: admin.id,
      created: now - 2 * DAY,
      updated: now - 2 * DAY,
    })
    .execute();
  await siteDb
    .insertInto(
      'answer_questions',
      BANK.map(([kind, text, options, answer, explanation], position) => ({
        quiz_id: id,
        id: newId(),
        position,
        kind,
        text,
        options: JSON.stringify(options),
        answer: JSON.stringify(answer),
        points: 10,
        explanation: explanation ?? '',
      })),
    )
    .execute();
}
