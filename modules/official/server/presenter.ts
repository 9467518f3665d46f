import type { SiteDb } from '@quad/platform/server/db/site-db';
import { attachUrl } from '@quad/platform/server/files/upload-service';
import { realnames } from '@quad/platform/server/identity/people';
import type { TDocument, TDocumentItem } from '../contract';
import { documentNumber, EDITABLE_STATUSES, ISSUED_STATUSES } from '../rules';
import { jsonIds, type TDocumentRow, type TStanding } from './access';
import { presentReceipts, receiptsFor, receiptsOf } from './receipts';
import { unitNames } from './units';

type TItemRow = Pick<TDocumentRow, 'id' | 'title' | 'template_name' | 'status' | 'prefix' | 'year' | 'seq' | 'issued' | 'created' | 'updated'>;

/** The columns a list item needs, named by table so joined lists can use them too. */
export const ITEM_COLUMNS = [
  'official_documents.id',
  'official_documents.title',
  'official_documents.template_name',
  'official_documents.status',
  'official_documents.prefix',
  'official_documents.year',
  'official_documents.seq',
  'official_documents.issued',
  'official_documents.created',
  'official_documents.updated',
  'official_documents.drafter_id',
] as const;

export const numberOf = (r: Pick<TDocumentRow, 'prefix' | 'year' | 'seq'>) => documentNumber(r.prefix, Number(r.year), Number(r.seq));

export const documentItem = (r: TItemRow, drafter: string): TDocumentItem => ({
  id: r.id,
  title: r.title,
  templateName: r.template_name,
  status: r.status,
  number: numberOf(r),
  drafter,
  issued: Number(r.issued),
  created: Number(r.created),
  updated: Number(r.updated),
});

/** List items with their drafters' names, read once for the page. */
export async function documentItems<R extends TItemRow & { drafter_id: string }>(siteDb: SiteDb, rows: R[]): Promise<(TDocumentItem & { row: R })[]> {
  const names = await realnames(siteDb, rows.map((r) => r.drafter_id));
  return rows.map((r) => ({ ...documentItem(r, names.get(r.drafter_id) ?? ''), row: r }));
}

const named = (ids: string[], names: Map<string, string>) => ids.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! }));

/** One document as its pages show it, with what this reader may do. */
export async function presentDocument(siteDb: SiteDb, basePath: string, userId: string, doc: TDocumentRow, standing: TStanding): Promise<TDocument> {
  const main = jsonIds(doc.main_units);
  const copy = jsonIds(doc.copy_units);
  const issued = ISSUED_STATUSES.includes(doc.status);
  const [units, drafter, seal, receipts, mine] = await Promise.all([
    unitNames(siteDb, [...main, ...copy]),
    realnames(siteDb, [doc.drafter_id]),
    siteDb.selectFrom('official_templates').select('seal').where('id', '=', doc.template_id).executeTakeFirst(),
    receiptsOf(siteDb, doc.id).then((rows) => presentReceipts(siteDb, rows)),
    standing.receiver ? receiptsFor(siteDb, doc.id, userId).then((rows) => presentReceipts(siteDb, rows)) : [],
  ]);
  const sees = standing.mine || standing.manager;
  return {
    ...documentItem(doc, drafter.get(doc.drafter_id) ?? ''),
    templateId: doc.template_id,
    organ: doc.organ,
    sealUrl: issued && seal?.seal ? attachUrl(basePath, seal.seal) : '',
    body: doc.body,
    mainUnits: named(main, units),
    copyUnits: named(copy, units),
    issuedDay: doc.issued_day,
    instanceId: sees ? doc.instance_id : '',
    pastInstances: sees ? jsonIds(doc.past_instances) : [],
    returnComment: sees ? doc.return_comment : '',
    // Who signed for which unit is the sender's and the office's to follow; a receiver sees their own.
    receipts: sees ? receipts : [],
    mine: standing.mine,
    canEdit: standing.mine && EDITABLE_STATUSES.includes(doc.status),
    canPublish: (standing.mine || standing.manager) && doc.status === 'issued',
    canUrge: sees && issued && receipts.some((r) => r.signedAt === 0),
    myReceipts: mine,
  };
}
