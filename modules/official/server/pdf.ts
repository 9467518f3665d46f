import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail } from '@quad/platform/server/errors';
import { uploadBytes } from '@quad/platform/server/files/site-uploads';
import type { FileStorage } from '@quad/platform/server/files/storage';
import type { TPdfBlock } from '@quad/platform/server/pdf/document';
import { renderPdf } from '@quad/platform/server/pdf/render';
import { ISSUED_STATUSES } from '../rules';
import { jsonIds, visibleDocument } from './access';
import { numberOf } from './presenter';
import { unitNames } from './units';
import { chineseDate } from '@quad/contracts/chinese-date';

/** Units by name, as the 主送 and 抄送 lines list them. */
const unitList = (ids: string[], names: Map<string, string>) => ids.flatMap((id) => names.get(id) ?? []).join('、');

/**
 * An issued document as the red-header page prints it: the template's name in red with the number
 * under it and the red rule, the title, 主送, the body, the organ and date at the right under the
 * template's seal, and 抄送 at the foot. Only whoever may see the document gets it, once issued.
 */
export async function officialPdf(siteDb: SiteDb, storage: FileStorage, userId: string, id: string) {
  const { doc } = await visibleDocument(siteDb, userId, id);
  if (!ISSUED_STATUSES.includes(doc.status)) throw fail('公文尚未签发，签发后才能下载');
  const main = jsonIds(doc.main_units);
  const copy = jsonIds(doc.copy_units);
  const [names, template] = await Promise.all([
    unitNames(siteDb, [...main, ...copy]),
    siteDb.selectFrom('official_templates').select('seal').where('id', '=', doc.template_id).executeTakeFirst(),
  ]);
  const seal = await uploadBytes(siteDb, storage, template?.seal ?? '');
  const number = numberOf(doc);
  const blocks: TPdfBlock[] = [
    { kind: 'header', text: doc.template_name, note: number },
    { kind: 'title', text: doc.title },
    // GB/T 9704: the 主送 units stand under the title without a label, ending in a colon.
    { kind: 'paragraph', text: `${unitList(main, names)}：`, indent: false },
    ...doc.body.split(/\n+/).filter((p) => p.trim()).map((text): TPdfBlock => ({ kind: 'paragraph', text })),
    { kind: 'signature', lines: [doc.organ, chineseDate(doc.issued_day)], seal },
    ...(copy.length > 0 ? [{ kind: 'paragraph', text: `抄送：${unitList(copy, names)}。`, indent: false, size: 10 } satisfies TPdfBlock] : []),
  ];
  return { fileName: `${number || doc.title}.pdf`, pdf: await renderPdf({ title: `${doc.title} ${number}`, author: doc.organ, blocks }) };
}
