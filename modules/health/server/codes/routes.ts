import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { fail } from '@quad/platform/server/errors';
import { registerCall } from '@quad/platform/server/http/calls';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import { selectPeople } from '@quad/platform/server/identity/people';
import { siteDay } from '@quad/platform/server/time';
import { getMyCode, getVaccineStats, listPassages, verifyCode, type TColour } from '../../contract-code';
import { codeColour } from './service';
import { checkHealthCode, signHealthCode } from './service-token';
import { vaccineStats } from './service-vaccine';
import { loadSetup } from '../settings/service';

const REFUSED = { invalid: '二维码无效', expired: '二维码已过期，请对方刷新后重新出示' } as const;
const VERDICT: Record<TColour, string> = { green: '绿码，准予通行', yellow: '黄码，请引导至登记处核实', red: '红码，禁止通行' };

export function registerCodeRoutes(app: FastifyInstance, _platform: TPlatform): void {
  registerCall(app, getMyCode, async ({ siteDb, site, userId }) => {
    const setup = await loadSetup(siteDb);
    const now = nowSeconds();
    const { colour, reasons } = await codeColour(siteDb, setup, userId, site.settings.timeZone, now);
    // Every phone shows the same code within a minute; the next minute's is another.
    const { token, issuedAt, refreshIn } = await signHealthCode(siteDb, userId, colour, now);
    const person = await selectPeople(siteDb).where('users.id', '=', userId).executeTakeFirst();
    return {
      colour,
      reasons,
      token,
      svg: await QRCode.toString(token, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      issuedAt,
      refreshIn,
      realname: person?.realname ?? '',
      number: person?.number ?? '',
      deptName: person?.dept_name ?? '',
    };
  });

  registerCall(app, verifyCode, async ({ siteDb, site, userId, input }) => {
    const setup = await loadSetup(siteDb);
    const now = nowSeconds();
    const check = await checkHealthCode(siteDb, input.token, now);
    const person = check.ok ? await selectPeople(siteDb).where('users.id', '=', check.userId).where('users.status', '=', 'active').executeTakeFirst() : undefined;
    if (!check.ok || !person) throw fail(REFUSED[check.ok ? 'invalid' : check.reason]);
    // Judged now, not by the colour the code was shown with: a fever reported since turns it red.
    const { colour, reasons } = await codeColour(siteDb, setup, person.id, site.settings.timeZone, now);
    const allowed = colour === 'green';
    await siteDb
      .insertInto('health_passages', { id: newId(), user_id: person.id, checker_id: userId, colour, gate: input.gate ?? '', allowed: allowed ? 1 : 0, created: now })
      .execute();
    return { allowed, colour, realname: person.realname, number: person.number, deptName: person.dept_name ?? '', message: [VERDICT[colour], ...reasons].join('；') };
  });

  registerCall(app, listPassages, async ({ siteDb, site }) => {
    const today = siteDay(site.settings.timeZone);
    const since = Math.floor(Date.parse(`${today}T00:00:00Z`) / 1000) - 14 * 3600;
    const rows = await siteDb
      .selectFrom('health_passages')
      .innerJoin('users', (j) => j.onRef('users.site_id', '=', 'health_passages.site_id').onRef('users.id', '=', 'health_passages.user_id'))
      .select(['health_passages.id', 'users.realname', 'users.number', 'health_passages.colour', 'health_passages.allowed', 'health_passages.gate', 'health_passages.created'])
      .where('health_passages.created', '>=', since)
      .orderBy('health_passages.created', 'desc')
      .limit(100)
      .execute();
    return { list: rows.map((r) => ({ ...r, colour: r.colour as TColour, allowed: r.allowed === 1, created: Number(r.created) })) };
  });

  registerCall(app, getVaccineStats, async ({ siteDb, site }) => vaccineStats(siteDb, await loadSetup(siteDb), site.settings.timeZone, nowSeconds()));
}
