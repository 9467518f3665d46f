import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import type { TSite } from '@quad/platform/server/sites/site-store';
import type { TReservationSettings } from '@quad/reservation-engine/contract';
import { checkClaim, claimPlace, setSubscription } from '@quad/reservation-engine/server';
import { saveEvent } from './service-console';
import { demoCrowd } from '@quad/platform/server/seed/demo-crowd';

const HOUR = 3600;
const DAY = 24 * HOUR;

const settings = (over: Partial<TReservationSettings>): TReservationSettings => ({
  mode: 'grab',
  zones: [{ key: 'main', name: '全场', capacity: 100 }],
  opensAt: 0,
  closesAt: 0,
  drawAt: 0,
  grabUntil: 0,
  cancelUntil: 0,
  limit: 1,
  waitlist: false,
  captcha: false,
  audience: { all: true, departments: [], classes: [], roles: [], people: [] },
  prerequisite: '',
  prerequisiteForm: 0,
  ...over,
});

/**
 * A demo site's events, through the same services as the console and the pages: the New Year gala
 * open with a few tickets left (the demo student holds one), a singing final not yet open (the demo
 * administrator subscribed), a sold-out play, a concert booked for a draw (the demo teacher waits for
 * it), and last month's welcome party, over, where the demo student's ticket was checked.
 */
export async function seedTicketDemo(siteDb: SiteDb, site: TSite, _platform: TPlatform): Promise<void> {
  const people = await siteDb
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['student', 'teacher', 'admin'])
    .execute();
  const [student, teacher, admin] = ['student', 'teacher', 'admin'].map((name) => people.find((p) => p.username === name)?.id);
  if (!student || !teacher || !admin) return;
  const crowd = await demoCrowd(siteDb, 40);
  const now = nowSeconds();
  const save = async (
    event: { title: string; place: string; startsAt: number; hours: number; organizer: string; description: string },
    rules: TReservationSettings,
    id?: string,
  ) =>
    (
      await saveEvent(siteDb, admin, undefined, {
        id,
        title: event.title,
        place: event.place,
        startsAt: event.startsAt,
        endsAt: event.startsAt + event.hours * HOUR,
        organizer: event.organizer,
        description: event.description,
        cover: '',
        published: true,
        settings: rules,
      })
    ).id;
  const itemOf = async (id: string) =>
    (await siteDb.selectFrom('ticket_events').select('item_id').where('id', '=', id).executeTakeFirstOrThrow()).item_id;
  const take = async (id: string, userIds: string[], zone = 'main') => {
    const itemId = await itemOf(id);
    const claims = [];
    for (const userId of userIds) claims.push(await claimPlace(siteDb, { itemId, userId, zone, requestId: `demo_${id}_${userId}` }));
    return claims;
  };

  const galaEvent = {
    title: '2027年元旦晚会',
    place: '大学生活动中心大礼堂',
    startsAt: now + 10 * DAY,
    hours: 3,
    organizer: '校团委',
    description: '辞旧迎新，歌舞、相声、乐队演出轮番登场。凭电子票入场，请提前15分钟到场。',
  };
  const galaRules = settings({
    zones: [
      { key: 'main', name: '池座', capacity: 24 },
      { key: 'balcony', name: '楼座', capacity: 6 },
    ],
    opensAt: now - HOUR,
    closesAt: now + 7 * DAY,
    waitlist: true,
  });
  const gala = await save(galaEvent, galaRules);
  await take(gala, [student, ...crowd.slice(0, 23)]);
  // The slider is switched on once the demo's crowd is in: scripts love a gala.
  await save(galaEvent, { ...galaRules, captcha: true }, gala);

  const final = await save(
    {
      title: '校园十佳歌手决赛',
      place: '体育馆',
      startsAt: now + 14 * DAY,
      hours: 2.5,
      organizer: '学生会文艺部',
      description: '十位选手同台竞唱，现场投票选出年度十佳。',
    },
    settings({ zones: [{ key: 'main', name: '看台', capacity: 300 }], opensAt: now + 2 * DAY, closesAt: now + 12 * DAY }),
  );
  await setSubscription(siteDb, await itemOf(final), admin, true);

  const play = await save(
    { title: '话剧《雷雨》', place: '小剧场', startsAt: now + 5 * DAY, hours: 2, organizer: '话剧社', description: '经典话剧，座位有限。' },
    settings({ zones: [{ key: 'main', name: '全场', capacity: 5 }], opensAt: now - 2 * DAY, closesAt: now + 4 * DAY }),
  );
  await take(play, crowd.slice(23, 28));

  const concert = await save(
    {
      title: '新年音乐会',
      place: '音乐厅',
      startsAt: now + 8 * DAY,
      hours: 2,
      organizer: '艺术教育中心',
      description: '交响乐团新年专场。预约后抽签分票，抽签结果会通知你。',
    },
    settings({
      mode: 'draw',
      zones: [{ key: 'main', name: '全场', capacity: 10 }],
      opensAt: now - HOUR,
      closesAt: now + 3 * DAY,
      drawAt: now + 3 * DAY + HOUR,
      limit: 2,
    }),
  );
  await take(concert, [teacher, ...crowd.slice(28, 34)]);

  const partyEvent = {
    title: '迎新晚会',
    place: '大学生活动中心大礼堂',
    startsAt: now - 2 * HOUR,
    hours: 1,
    organizer: '校团委',
    description: '欢迎新同学。',
  };
  const partyRules = settings({ zones: [{ key: 'main', name: '全场', capacity: 50 }], opensAt: now - 30 * DAY, closesAt: now + HOUR });
  const party = await save(partyEvent, partyRules);
  const [ticket] = await take(party, [student, ...crowd.slice(34, 40)]);
  if (ticket)
    await checkClaim(siteDb, { code: ticket.code, itemIds: [await itemOf(party)], staffId: admin, timeZone: site.settings.timeZone });
  // Over now: its sale closed when the party began.
  await save({ ...partyEvent }, { ...partyRules, closesAt: now - 3 * HOUR }, party);
}
