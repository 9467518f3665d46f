import {
  fakeNo,
  fakeOk,
  startSignedRestFake,
  type TFakeAnswer,
  type TFakeRequest,
  type TSignedRestFake,
} from '@quad/platform/server/connectors/signed-rest-fake';
import type { TCharge, TNetworkAccount, TSession } from '../../contract';
import { beijingDay } from '@quad/ledger-engine/server';
import { NET_PROTOCOL } from './rest-connector';

type TFakeAccount = TNetworkAccount & { charges: TCharge[]; sessions: TSession[]; password: string };

/** A local billing system for tests: the signed protocol is the shared fake's, this keeps the accounts and answers the routes. */
export interface TRestNetworkFake extends TSignedRestFake {
  addAccount(username: string, holder: string, balanceFen: number, sessions?: TSession[]): TFakeAccount;
  accountOf(username: string): TFakeAccount | undefined;
  /** Top-ups credited, by request number (a repeat is not counted again). */
  credited: Map<string, { username: string; amountFen: number; at: number }>;
}

export async function startRestNetworkFake(keys = { appId: 'net-app', secret: 'net-secret' }): Promise<TRestNetworkFake> {
  const accounts = new Map<string, TFakeAccount>();
  const credited: TRestNetworkFake['credited'] = new Map();
  let seq = 0;
  const shown = ({ charges: _c, sessions: _s, password: _p, ...account }: TFakeAccount): TNetworkAccount => account;

  function topUp(input: Record<string, unknown>): TFakeAnswer {
    const requestNo = String(input.requestNo ?? '');
    if (credited.has(requestNo)) return fakeOk({ state: 'credited' });
    const account = accounts.get(String(input.username ?? ''));
    if (!account) return fakeNo(404, '上网账号不存在');
    if (account.status === 'disabled') return fakeNo(409, '上网账号已停用，请到网络中心办理');
    const amountFen = Number(input.amountFen);
    const at = Math.floor(Date.now() / 1000);
    account.balanceFen += amountFen;
    if (account.status === 'arrears' && account.balanceFen >= 0) account.status = 'normal';
    account.charges.unshift({ id: `c${++seq}`, at, amountFen, balanceFen: account.balanceFen, kind: '充值' });
    credited.set(requestNo, { username: account.username, amountFen, at });
    return fakeOk({ state: 'credited' });
  }

  function onAccount(account: TFakeAccount, { method, parts, query, input }: TFakeRequest): TFakeAnswer {
    const [, , what, id, action] = parts;
    if (!what && method === 'GET') return fakeOk(shown(account));
    if (what === 'charges') {
      const [page, size] = [Number(query.get('page')), Number(query.get('size'))];
      return fakeOk({ total: account.charges.length, lines: account.charges.slice((page - 1) * size, page * size) });
    }
    if (what === 'password' && method === 'POST') return (void (account.password = String(input.password)), fakeOk({}));
    if (what === 'sessions' && !id) return fakeOk(account.sessions);
    if (what === 'sessions' && action === 'logout' && method === 'POST') {
      if (!account.sessions.some((s) => s.id === id)) return fakeNo(404, '该设备不在线');
      account.sessions = account.sessions.filter((s) => s.id !== id);
      return fakeOk({});
    }
    return fakeNo(404, '接口不存在');
  }

  function route(request: TFakeRequest): TFakeAnswer {
    const [first, second] = request.parts;
    if (first === 'accounts') {
      const account = accounts.get(second ?? '');
      return account ? onAccount(account, request) : fakeNo(404, '上网账号不存在');
    }
    if (first === 'topups' && request.method === 'POST') return topUp(request.input);
    if (first === 'topups' && second) return fakeOk({ state: credited.has(second) ? 'credited' : 'unknown' });
    if (first === 'statements' && second) {
      const lines = [...credited].filter(([, t]) => beijingDay(t.at) === second).map(([requestNo, t]) => ({ requestNo, ...t }));
      return fakeOk({ lines });
    }
    return fakeNo(404, '接口不存在');
  }

  const fake = await startSignedRestFake(NET_PROTOCOL, keys, route);
  return Object.assign(fake, {
    credited,
    accountOf: (username: string) => accounts.get(username),
    addAccount(username: string, holder: string, balanceFen: number, sessions: TSession[] = []) {
      const account: TFakeAccount = {
        username,
        holder,
        balanceFen,
        plan: { name: '学生包月 30元', monthlyFeeFen: 3000 },
        status: 'normal',
        usedMb: 2048,
        charges: [],
        sessions,
        password: '',
      };
      accounts.set(username, account);
      return account;
    },
  });
}
