import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TPlatform } from '@quad/platform/server/module';
import { MemoryCounters, WindowLimiter } from '@quad/platform/server/rate-limit';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { siteDay, siteTime } from '@quad/platform/server/time';
import { decideAs } from '@quad/workflow-engine/server';
import { dayAfter } from '../rules';
import { applyForCar } from './car';
import { followPermitFlows } from './ended';
import { applyForVisit } from './visitor';

/**
 * A demo site's permits, through the same services as the pages: visits to the demo administrator
 * (the office that receives guests; the demo teacher's inbox stays theirs to try leave with) and the
 * demo student's car permits, one of each decided (a visit approved, a car permit refused), the others
 * waiting in their flows.
 */
export async function seedPermitDemo(siteDb: SiteDb, site: TSite, _platform: TPlatform): Promise<void> {
  followPermitFlows();
  const zone = site.settings.timeZone;
  const people = await siteDb.selectFrom('users').select(['id', 'username']).where('username', 'in', ['student', 'admin']).execute();
  const [student, admin] = ['student', 'admin'].map((name) => people.find((p) => p.username === name));
  if (!student || !admin) return;
  const today = siteDay(zone);
  const soon = (hours: number) => siteTime(zone, nowSeconds() + hours * 3600);
  // Seeding is no visitor traffic: a limiter of its own, never the site's.
  const limiter = new WindowLimiter(new MemoryCounters(), 'permit-demo', 100, 60_000);
  const visits = [
    { name: '周文涛', phone: '13912345678', idCard: '11010519491231002X', reason: '学术交流座谈', start: soon(0.1), end: soon(8), plate: '' },
    { name: '林晓雨', phone: '13687654321', idCard: '110101199003071233', reason: '送交项目材料', start: `${dayAfter(today, 1)} 09:00`, end: `${dayAfter(today, 1)} 17:00`, plate: '京AD12345' },
  ];
  for (const [i, visit] of visits.entries()) {
    await applyForVisit(siteDb, limiter, zone, { ...visit, hostId: admin.id, requestId: `demo_visit_${i}` });
  }
  const firstVisit = await siteDb.selectFrom('permit_requests').select('instance_id').where('request_id', '=', 'demo_visit_0').executeTakeFirstOrThrow();
  await decideAs(siteDb, admin.id, firstVisit.instance_id, 'approve', '欢迎来访');
  const cars = [
    { plate: '京A12345', owner: '学生演示账号', reason: '走读通勤', start: today, end: dayAfter(today, 90) },
    { plate: '沪B67890', owner: '学生家长', reason: '周末接送', start: dayAfter(today, 2), end: dayAfter(today, 30) },
  ];
  const carFlows: string[] = [];
  for (const [i, car] of cars.entries()) carFlows.push((await applyForCar(siteDb, student.id, zone, { ...car, requestId: `demo_car_${i}` })).instanceId);
  // Nobody holds 学校管理员 on a demo site: the flow's fallback, the administrator, decides.
  await decideAs(siteDb, admin.id, carFlows[1] ?? '', 'reject', '家长车辆请按访客预约办理');
}
