import type { SiteDb } from '@quad/platform/server/db/site-db';
import { nowSeconds } from '@quad/platform/server/ids';
import type { TSite } from '@quad/platform/server/sites/site-store';
import type { TField } from '../shared/definition';
import { createForm, publishForm, saveForm } from './design/service';
import { loadFiller } from './fill/service-filler';
import { findForm, parseDefinition, settingsOf } from './store';
import { submitAnswer } from './fill/service-submit';

/** A plausible answer for a demo field: the nth student answers a little differently from the others. */
function sample(field: TField, n: number, name: string): unknown {
  const pick = field.options?.[n % field.options.length]?.value;
  switch (field.kind) {
    case 'text':
      return field.label.includes('姓名') ? name : '演示数据';
    case 'textarea':
      return '无';
    case 'number': {
      const v = (field.min ?? 0) + 1.5 + (n % 5) / 10;
      return field.decimals === 0 ? Math.round(v) : v;
    }
    case 'radio':
    case 'select':
      return pick;
    case 'checkbox':
      return pick ? [pick] : [];
    case 'phone':
      return `1380013${String(8000 + n).padStart(4, '0')}`;
    case 'studentno':
      return `2024${String(1000 + n)}`;
    case 'location':
      return { lng: 116.31 + n / 1000, lat: 39.99, address: '北京市海淀区' };
    case 'table':
      return n % 2 === 0 ? [] : [Object.fromEntries((field.columns ?? []).map((c) => [c.key, sample(c, n + 1, '同行同学')]))];
    default:
      return undefined;
  }
}

const DEMO_FORMS = [
  { template: 'info', title: '新生信息采集' },
  { template: 'health', title: '每日健康打卡' },
  { template: 'signup', title: '校园开放日活动报名' },
];

/** Three published forms for everyone on each demo site, with a few students' answers so results show something. */
export async function seedDemoForms(siteDb: SiteDb, site: TSite): Promise<void> {
  const admin = await siteDb.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (!admin) return;
  const actor = { userId: admin.id };
  const students = await siteDb.selectFrom('users').select(['id', 'realname']).where('type', '=', 'student').where('username', '!=', 'student').orderBy('id').limit(6).execute();
  for (const demo of DEMO_FORMS) {
    const { id, no } = await createForm(siteDb, actor, demo);
    const form = await findForm(siteDb, id);
    const definition = parseDefinition(form.draft);
    await saveForm(siteDb, actor, { id, definition, settings: { ...settingsOf(form), audience: { ...settingsOf(form).audience, all: true } } });
    await publishForm(siteDb, actor, id);
    for (const [n, student] of students.entries()) {
      const values = Object.fromEntries(definition.fields.map((f) => [f.key, sample(f, n, student.realname)]));
      const filler = await loadFiller(siteDb, student.id, site.settings.timeZone, nowSeconds());
      await submitAnswer(filler, { formNo: no, values, requestId: `demo_${no}_${n}` });
    }
  }
}
