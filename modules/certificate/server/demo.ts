import type { SiteDb } from '@quad/platform/server/db/site-db';
import { newId, nowSeconds } from '@quad/platform/server/ids';
import { ensureDefinition } from '@quad/workflow-engine/server';
import { defaultFlow, flowKey } from './flow';

/** Types a demo site offers (no seal: the office uploads its own). */
const DEMO_TYPES = [
  {
    name: '在读证明',
    office: '教务处',
    description: '证明在校就读，用于办理签证、实习、银行业务等',
    applicants: ['student'],
    template: '兹证明{realname}（学号：{number}），系我校{department}{class}全日制在读学生，{enrollYear}年入学。\n特此证明。',
  },
  {
    name: '在职证明',
    office: '人事处',
    description: '证明在我校任职',
    applicants: ['teacher'],
    template: '兹证明{realname}（工号：{number}）系我校{department}在职教职工。\n特此证明。',
  },
];

export async function seedCertificateDemo(siteDb: SiteDb): Promise<void> {
  for (const type of DEMO_TYPES) {
    const id = newId();
    const now = nowSeconds();
    await siteDb.insertInto('certificate_types', { id, ...type, applicants: JSON.stringify(type.applicants), approver_role: 'manager', seal: '', enabled: 1, created: now, updated: now }).execute();
    await ensureDefinition(siteDb, { key: flowKey(id), app: 'certificate', definition: defaultFlow(type.name, 'manager') });
  }
}
