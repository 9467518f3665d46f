import {
  fakeNo,
  fakeOk,
  startSignedRestFake,
  type TFakeAnswer,
  type TFakeRequest,
  type TSignedRestFake,
} from '@quad/platform/server/connectors/signed-rest-fake';
import type { TCard, TCardLine } from '../../contract';
import { beijingDay } from '@quad/ledger-engine/server';
import { CARD_PROTOCOL } from './rest-connector';

/**
 * A local card system speaking the card's REST protocol (rest-connector.ts) on the house's signed
 * fake (signatures checked, `failNext`, `down`/`up`): it keeps its cards, lines and top-ups in memory
 * and credits a top-up once per request number. Used by tests.
 */
export interface TRestCardFake extends TSignedRestFake {
  addCard(number: string, holder: string, balanceFen: number): void;
  cardOf(number: string): (TCard & { lines: TCardLine[] }) | undefined;
  /** Top-up requests credited, by request number (a repeat is not counted again). */
  credited: Map<string, { number: string; amountFen: number; at: number }>;
}

export async function startRestCardFake(keys = { appId: 'card-app', secret: 'card-secret' }): Promise<TRestCardFake> {
  const cards = new Map<string, TCard & { lines: TCardLine[] }>();
  const credited: TRestCardFake['credited'] = new Map();
  let lineSeq = 0;
  const publicCard = ({ lines: _, ...card }: TCard & { lines: TCardLine[] }): TCard => card;

  function route({ method, parts, query, input }: TFakeRequest): TFakeAnswer {
    if (parts[0] === 'cards') {
      const card = cards.get(parts[1] ?? '');
      if (!card) return fakeNo(404, '校园卡不存在');
      if (parts.length === 2) return fakeOk(publicCard(card));
      if (parts[2] === 'transactions') {
        const [from, to, page, size] = ['from', 'to', 'page', 'size'].map((k) => Number(query.get(k)));
        const within = card.lines.filter((l) => l.at >= from! && l.at <= to!);
        return fakeOk({ total: within.length, lines: within.slice((page! - 1) * size!, page! * size!) });
      }
      if (parts[2] === 'loss' && method === 'POST') {
        if (card.status === 'frozen') return fakeNo(409, '校园卡已冻结，请到卡务中心办理');
        card.status = parts[3] === 'undo' ? 'normal' : 'lost';
        return fakeOk(publicCard(card));
      }
    }
    if (parts[0] === 'topups' && method === 'POST') {
      const requestNo = String(input.requestNo ?? '');
      if (!credited.has(requestNo)) {
        const card = cards.get(String(input.number ?? ''));
        if (!card) return fakeNo(404, '校园卡不存在');
        const amountFen = Number(input.amountFen);
        const at = Math.floor(Date.now() / 1000);
        card.balanceFen += amountFen;
        card.lines.unshift({ id: `l${++lineSeq}`, at, amountFen, balanceFen: card.balanceFen, place: '网上充值', kind: '充值' });
        credited.set(requestNo, { number: card.number, amountFen, at });
      }
      return fakeOk({ state: 'credited' });
    }
    if (parts[0] === 'topups' && parts[1]) return fakeOk({ state: credited.has(parts[1]) ? 'credited' : 'unknown' });
    if (parts[0] === 'statements' && parts[1]) {
      const day = parts[1];
      const lines = [...credited].filter(([, t]) => beijingDay(t.at) === day).map(([requestNo, t]) => ({ requestNo, ...t }));
      return fakeOk({ lines });
    }
    return fakeNo(404, '接口不存在');
  }

  const fake = await startSignedRestFake(CARD_PROTOCOL, keys, route);
  return Object.assign(fake, {
    addCard: (number: string, holder: string, balanceFen: number) =>
      void cards.set(number, { number, holder, balanceFen, status: 'normal', lines: [] }),
    cardOf: (number: string) => cards.get(number),
    credited,
  });
}
