import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import type { TSite } from '@quad/platform/server/sites/site-store';
import { createDraftFor, saveDraftOf, saveUnitsOf } from './drafts';
import { ensureOfficialFlow } from './flow';
import { siteUnits } from './units';

/** 北辰大学 → 北辰: the short name number prefixes are made of. */
const shortName = (siteName: string) => siteName.replace(/(大学|理工学院|学院)$/, '') || siteName;

/** A demo school's two red headers: the administration's and the Party committee's (no seal: the office uploads its own). */
const demoTemplates = (site: string) => [
  { name: `${site}文件`, organ: `${site}党政办公室`, prefix: `${shortName(site)}发` },
  { name: `中共${site}委员会文件`, organ: `中共${site}委员会`, prefix: `${shortName(site)}党发` },
];

/**
 * A demo site's templates and flow, and one draft of the demo teacher's, through the same services as
 * the pages, so 发文 is not empty; nothing is sent, so nobody else's inbox changes.
 */
export async function seedOfficialDemo(siteDb: SiteDb, site: TSite): Promise<void> {
  const now = nowSeconds();
  for (const [i, template] of demoTemplates(site.name).entries()) {
    await siteDb.insertInto('official_templates', { id: newId(), ...template, seal: '', enabled: 1, created: now + i, updated: now + i }).execute();
  }
  await ensureOfficialFlow(siteDb);
  const teacher = await siteDb.selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirst();
  if (!teacher) return;
  const { id } = await createDraftFor(siteDb, teacher.id, { requestId: 'demo_official_draft' });
  const template = await siteDb.selectFrom('official_templates').select('id').orderBy('created').executeTakeFirstOrThrow();
  await saveDraftOf(siteDb, teacher.id, {
    id,
    templateId: template.id,
    title: `关于做好${new Date().getFullYear()}年秋季学期开学工作的通知`,
    body: '各学院、各部门：\n为做好新学期开学各项工作，确保教学秩序平稳有序，现将有关事项通知如下。\n一、各单位要提前做好教学准备，确保开学第一天正常上课。\n二、各单位要加强安全检查，及时消除隐患。\n特此通知。',
  });
  const units = await siteUnits(siteDb);
  await saveUnitsOf(siteDb, teacher.id, { id, main: units.slice(0, 2).map((u) => u.id), copy: units.slice(2, 3).map((u) => u.id) });
}
