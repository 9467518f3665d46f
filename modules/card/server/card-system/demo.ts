import { beijingDayRange } from '@quad/ledger-engine/server';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TCard, TCardStatus } from '../../contract';
import type { CardDemoCardsTable, CardDemoLinesTable } from '../schema';
import { SchoolSystemError } from '@quad/platform/server/connectors/school-system';
import type { TCardSystem } from './card-system';

/** What a demo card holds when its holder first looks: ¥86.50 after these recent lines (fen, hours ago). */
const OPENING_FEN = 8650;
type TDemoLine = { place: string; kind: string; amountFen: number; hoursAgo: number };
const RECENT: TDemoLine[] = [
  { place: '第一食堂', kind: '消费', amountFen: -1250, hoursAgo: 3 },
  { place: '校园超市', kind: '消费', amountFen: -680, hoursAgo: 22 },
  { place: '第二食堂', kind: '消费', amountFen: -920, hoursAgo: 27 },
  { place: '卡务中心', kind: '充值', amountFen: 10000, hoursAgo: 50 },
];
/** Days of ordinary campus life before the recent lines, so 消费统计 has a month or two to show. */
const DEMO_DAYS = 45;

/** A student's day `daysAgo` back (from the 3rd day on, newest first): meals, and on some days a shop, a shower, printing, a top-up. */
function ordinaryDay(daysAgo: number): TDemoLine[] {
  const at = (hour: number) => daysAgo * 24 + (24 - hour);
  const day: TDemoLine[] = [];
  if (daysAgo % 6 === 1) day.push({ place: '卡务中心', kind: '充值', amountFen: 10000, hoursAgo: at(20) });
  day.push({ place: daysAgo % 3 === 0 ? '清真餐厅' : '第二食堂', kind: '消费', amountFen: -(1000 + (daysAgo % 5) * 60), hoursAgo: at(18) });
  if (daysAgo % 7 === 2) day.push({ place: '学生浴室', kind: '消费', amountFen: -300, hoursAgo: at(16) });
  if (daysAgo % 10 === 5) day.push({ place: '图书馆文印室', kind: '消费', amountFen: -120, hoursAgo: at(14) });
  if (daysAgo % 3 === 1) day.push({ place: '校园超市', kind: '消费', amountFen: -(650 + (daysAgo % 4) * 410), hoursAgo: at(13) });
  day.push({ place: '第一食堂', kind: '消费', amountFen: -1250, hoursAgo: at(12) });
  if (daysAgo % 2 === 0) day.push({ place: '第一食堂', kind: '消费', amountFen: -450, hoursAgo: at(7) });
  return day;
}

const DEMO_LINES: TDemoLine[] = [...RECENT, ...Array.from({ length: DEMO_DAYS - 2 }, (_, i) => ordinaryDay(i + 3)).flat()];

const toCard = (row: CardDemoCardsTable): TCard => ({
  number: row.number,
  holder: row.holder,
  balanceFen: Number(row.balance),
  status: row.status,
});

/**
 * The offline card system of demo sites (never in production): cards in the area's own tables, one
 * per person of the site, made with six weeks of canteen, shop and top-up lines the first time it is asked about.
 */
export function demoCardSystem(siteDb: SiteDb): TCardSystem {
  async function cardRow(number: string): Promise<CardDemoCardsTable> {
    const row = await siteDb.selectFrom('card_demo_cards').selectAll().where('number', '=', number).executeTakeFirst();
    return row ?? (await open(number));
  }

  async function open(number: string): Promise<CardDemoCardsTable> {
    const person = number ? await siteDb.selectFrom('users').select('realname').where('number', '=', number).executeTakeFirst() : undefined;
    if (!person) throw new SchoolSystemError('refused', '校园卡不存在');
    const now = nowSeconds();
    let balance = OPENING_FEN;
    const lines: Omit<CardDemoLinesTable, 'site_id'>[] = DEMO_LINES.map((l) => {
      const line = { id: newId(), number, at: now - l.hoursAgo * 3600, amount: l.amountFen, balance, place: l.place, kind: l.kind };
      balance -= l.amountFen;
      return line;
    });
    // Two first looks at once make one card: the second insert does nothing and reads the first.
    await siteDb.transaction(async (tx) => {
      const made = await tx
        .insertInto('card_demo_cards', { number, holder: person.realname, balance: OPENING_FEN, status: 'normal' })
        .onConflict((oc) => oc.columns(['site_id', 'number']).doNothing())
        .executeTakeFirst();
      if (Number(made.numInsertedOrUpdatedRows) > 0) for (const line of lines) await tx.insertInto('card_demo_lines', line).execute();
    });
    return await siteDb.selectFrom('card_demo_cards').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
  }

  async function setStatus(number: string, from: TCardStatus, to: TCardStatus): Promise<TCard> {
    const row = await cardRow(number);
    if (row.status === 'frozen') throw new SchoolSystemError('refused', '校园卡已冻结，请到卡务中心办理');
    if (row.status === from) await siteDb.updateTable('card_demo_cards').set({ status: to }).where('number', '=', number).execute();
    return toCard({ ...row, status: row.status === from ? to : row.status });
  }

  return {
    card: async (number) => toCard(await cardRow(number)),
    async transactions(number, { from, to, page, size }) {
      await cardRow(number);
      const within = siteDb.selectFrom('card_demo_lines').where('number', '=', number).where('at', '>=', from).where('at', '<=', to);
      const { total } = await within.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await within
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      return {
        total: Number(total),
        lines: rows.map((r) => ({
          id: r.id,
          at: Number(r.at),
          amountFen: Number(r.amount),
          balanceFen: Number(r.balance),
          place: r.place,
          kind: r.kind,
        })),
      };
    },
    reportLoss: (number) => setStatus(number, 'normal', 'lost'),
    undoLoss: (number) => setStatus(number, 'lost', 'normal'),
    async topUp(number, requestNo, amountFen) {
      await cardRow(number);
      // The line's id is the request number: a repeat inserts nothing and credits nothing. The balance
      // moves by an update (which holds the card's row), then the line takes the balance after it.
      await siteDb.transaction(async (tx) => {
        const line = { id: requestNo, number, at: nowSeconds(), amount: amountFen, balance: 0, place: '网上充值', kind: '充值' };
        const made = await tx
          .insertInto('card_demo_lines', line)
          .onConflict((oc) => oc.columns(['site_id', 'id']).doNothing())
          .executeTakeFirst();
        if (Number(made.numInsertedOrUpdatedRows) === 0) return;
        await tx
          .updateTable('card_demo_cards')
          .set((eb) => ({ balance: eb('balance', '+', amountFen) }))
          .where('number', '=', number)
          .execute();
        const card = await tx.selectFrom('card_demo_cards').select('balance').where('number', '=', number).executeTakeFirstOrThrow();
        await tx
          .updateTable('card_demo_lines')
          .set({ balance: Number(card.balance) })
          .where('id', '=', requestNo)
          .execute();
      });
      return 'credited';
    },
    async topUpStatus(requestNo) {
      const line = await siteDb.selectFrom('card_demo_lines').select('id').where('id', '=', requestNo).executeTakeFirst();
      return line ? 'credited' : 'unknown';
    },
    async statement(day) {
      const { from } = beijingDayRange(day);
      const rows = await siteDb
        .selectFrom('card_demo_lines')
        .selectAll()
        .where('kind', '=', '充值')
        .where('place', '=', '网上充值')
        .where('at', '>=', from)
        .where('at', '<', from + 86_400)
        .execute();
      return rows.map((r) => ({ requestNo: r.id, number: r.number, amountFen: Number(r.amount), at: Number(r.at) }));
    },
  };
}
