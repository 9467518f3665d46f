import QRCode from 'qrcode';
import type { SiteDb } from '@quad/platform/server/db/site-db';
import { fail, notFound } from '@quad/platform/server/errors';
import { uploadBytes } from '@quad/platform/server/files/site-uploads';
import type { FileStorage } from '@quad/platform/server/files/storage';
import { renderPdf } from '@quad/platform/server/pdf/render';
import type { TPdfBlock } from '@quad/platform/server/pdf/document';
import { issueNumber } from '../rules';
import { chineseDate } from '@quad/contracts/chinese-date';

/** The type's seal as stored, or undefined when it has none (or the file is gone). */
async function sealOf(siteDb: SiteDb, storage: FileStorage, typeId: string): Promise<Buffer | undefined> {
  const type = await siteDb.selectFrom('certificate_types').select('seal').where('id', '=', typeId).executeTakeFirst();
  return uploadBytes(siteDb, storage, type?.seal ?? '');
}

/**
 * The applicant's issued certificate as a PDF: 红头 with its number, the text as issued, the purpose
 * and copies, the office and date under its seal, and the QR code of its public verification address
 * (`verifyUrl` + the code). Another person's request, or one not issued or revoked, is refused.
 */
export async function certificatePdf(siteDb: SiteDb, storage: FileStorage, userId: string, id: string, verifyUrl: string, timeZone: string) {
  const row = await siteDb.selectFrom('certificate_requests').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('证明申请不存在');
  if (Number(row.seq) === 0) throw fail('证明尚未开具，审批通过后才能下载');
  if (Number(row.revoked) > 0) throw fail('证明已作废，不能下载');
  const number = issueNumber(Number(row.year), Number(row.seq));
  const url = `${verifyUrl}?code=${encodeURIComponent(row.code)}`;
  const [seal, qr] = await Promise.all([sealOf(siteDb, storage, row.type_id), QRCode.toBuffer(url, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' })]);
  const issuedDay = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Number(row.issued) * 1000));
  const blocks: TPdfBlock[] = [
    { kind: 'header', text: row.office, note: number },
    { kind: 'title', text: row.type_name },
    ...row.body.split(/\n+/).filter((p) => p.trim()).map((text): TPdfBlock => ({ kind: 'paragraph', text })),
    { kind: 'table', rows: [['用途', row.purpose], ['份数', `${Number(row.copies)}份`], ['证明编号', number]] },
    { kind: 'signature', lines: [row.office, chineseDate(issuedDay)], seal },
    { kind: 'image', data: qr, width: 72, align: 'right', caption: '扫码核验真伪', link: url },
  ];
  return { fileName: `${row.type_name}-${number}.pdf`, pdf: await renderPdf({ title: `${row.type_name} ${number}`, author: row.office, blocks }) };
}
