import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TAudience } from '@quad/platform/server/identity/audience';
import { siteDay } from '@quad/platform/server/time';
import { castBallot } from './service-cast';

const DAY = 86_400;
const EVERYONE: TAudience = { all: true, targets: [] };

interface TDemoVote {
  title: string;
  description: string;
  options: string[];
  multiple?: { min: number; max: number };
  anonymous: boolean;
  perDay: number;
  opensIn: number;
  closesIn: number;
  results: 'voted' | 'closed';
}

const DEMO_VOTES: TDemoVote[] = [
  {
    title: '最受欢迎社团评选',
    description: '校团委举办年度最受欢迎学生社团评选，每人限投一票，实名投票。',
    options: ['街舞社', '天文爱好者协会', '吉他社', '辩论队', '志愿者协会', '摄影协会'],
    anonymous: false,
    perDay: 0,
    opensIn: -2 * DAY,
    closesIn: 12 * DAY,
    results: 'voted',
  },
  {
    title: '食堂菜品满意度调查',
    description: '后勤处想了解大家最满意的菜品，可多选（最多3项），匿名投票，每天可投一次。',
    options: ['红烧肉', '番茄炒蛋', '麻辣香锅', '兰州拉面', '煲仔饭', '素菜窗口'],
    multiple: { min: 1, max: 3 },
    anonymous: true,
    perDay: 1,
    opensIn: -1 * DAY,
    closesIn: 6 * DAY,
    results: 'voted',
  },
  {
    title: '校园十佳歌手决赛',
    description: '学生会主办，决赛网络投票已结束，结果公布如下。',
    options: ['张雨桐', '李浩然', '王思琪', '陈子轩'],
    anonymous: false,
    perDay: 0,
    opensIn: -20 * DAY,
    closesIn: -10 * DAY,
    results: 'closed',
  },
];

/** Ballots of the closed demo vote, as counts per option (nobody's choice: a finished vote's tally). */
const CLOSED_COUNTS = [128, 96, 143, 77];

/**
 * A demo site's votes: an open named one (the demo teacher has voted in it), an open anonymous one
 * limited per day, and a closed one with its results. The admin account creates them.
 */
export async function seedVoteDemo(siteDb: SiteDb, timeZone: string): Promise<void> {
  const people = await siteDb.selectFrom('users').select(['id', 'username']).where('username', 'in', ['admin', 'teacher']).execute();
  const admin = people.find((p) => p.username === 'admin');
  if (!admin) return;
  const now = nowSeconds();
  const ids: string[] = [];
  for (const vote of DEMO_VOTES) {
    const id = newId();
    ids.push(id);
    const closed = vote.closesIn < 0;
    await siteDb
      .insertInto('vote_votes', {
        id,
        title: vote.title,
        description: vote.description,
        cover: '',
        multiple: vote.multiple ? 1 : 0,
        min_picks: vote.multiple?.min ?? 1,
        max_picks: vote.multiple?.max ?? 1,
        anonymous: vote.anonymous ? 1 : 0,
        per_day: vote.perDay,
        opens_at: now + vote.opensIn,
        closes_at: now + vote.closesIn,
        results: vote.results,
        audience: JSON.stringify(EVERYONE),
        ballots: closed ? CLOSED_COUNTS.reduce((a, b) => a + b, 0) : 0,
        created_by: admin.id,
        created: now + vote.opensIn - DAY,
        updated: now + vote.opensIn - DAY,
      })
      .execute();
    await siteDb
      .insertInto(
        'vote_options',
        vote.options.map((text, position) => ({
          vote_id: id,
          id: newId(),
          position,
          text,
          picture: '',
          count: closed ? (CLOSED_COUNTS[position] ?? 0) : 0,
        })),
      )
      .execute();
  }
  const teacher = people.find((p) => p.username === 'teacher');
  const [clubs] = ids;
  if (!teacher || !clubs) return;
  const [, second] = await siteDb.selectFrom('vote_options').select('id').where('vote_id', '=', clubs).orderBy('position').execute();
  if (second)
    await castBallot(siteDb, timeZone, teacher.id, { id: clubs, picks: [second.id], requestId: `demo_vote_${siteDay(timeZone)}` });
}
