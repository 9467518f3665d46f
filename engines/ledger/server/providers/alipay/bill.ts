import { inflateRawSync } from 'node:zlib';
import type { TStatementLine } from '../provider';
import { yuanToFen } from './units';

/**
 * Alipay's trade bill (业务明细): `#` comment lines around a header row and one row per payment or
 * refund. Production serves a zip holding two GBK CSVs (the detail and its summary, whose columns differ);
 * the local fake serves the CSV itself in UTF-8, or zipped when asked. Both are read here.
 */

const billColumns = {
  txn: '支付宝交易号',
  order: '商户订单号',
  kind: '业务类型',
  amount: '订单金额（元）',
  refundNo: '退款批次号/请求号',
} as const;

type TColumnIndex = Record<keyof typeof billColumns, number>;

/** The pay and refund lines of a downloaded bill (a zip, or the CSV itself). */
export function readBill(body: Buffer): TStatementLine[] {
  const texts = body.length >= 4 && body.readUInt32LE(0) === 0x04034b50 ? unzip(body).map(decode) : [decode(body)];
  const details = texts.map(statementLines).filter((lines) => lines !== undefined);
  if (details.length === 0) throw new Error('bill without the header row of its detail');
  return details.flat();
}

/** UTF-8 when the bytes are valid UTF-8 (the fake), else GBK (Alipay; Node's ICU decodes it). */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

/**
 * The files of a zip, read through its central directory (the local headers may leave the sizes to a
 * trailing descriptor). Stored and deflated entries only, which is what Alipay's bills use.
 */
function unzip(zip: Buffer): Buffer[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('zip without its end record');
  const files: Buffer[] = [];
  let entry = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    if (zip.readUInt32LE(entry) !== 0x02014b50) throw new Error('zip central directory is damaged');
    const method = zip.readUInt16LE(entry + 10);
    const size = zip.readUInt32LE(entry + 20);
    const local = zip.readUInt32LE(entry + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    if (method !== 0 && method !== 8) throw new Error(`zip compression ${method} is not supported`);
    files.push(method === 8 ? inflateRawSync(data) : data);
    entry += 46 + zip.readUInt16LE(entry + 28) + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
  }
  return files;
}

/** Splits one CSV row; Alipay pads fields with tabs (so spreadsheets keep long numbers as text), hence the trim. */
function fields(row: string): string[] {
  const out: string[] = [];
  for (const match of row.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g))
    out.push((match[1]?.replace(/""/g, '"') ?? match[2] ?? '').trim());
  return out;
}

/**
 * The pay and refund lines of a bill text, undefined when it is not the detail (the summary has other
 * columns). Rows count only after the header. Refund rows carry their amount negative; a line says it positive.
 */
function statementLines(text: string): TStatementLine[] | undefined {
  const lines: TStatementLine[] = [];
  let at: TColumnIndex | undefined;
  for (const row of text.split(/\r?\n/)) {
    if (row.trim() === '' || row.startsWith('#')) continue;
    const cells = fields(row);
    if (!at) {
      const found = Object.fromEntries(Object.entries(billColumns).map(([key, name]) => [key, cells.indexOf(name)]));
      if (Object.values(found).every((i) => i >= 0)) at = found as TColumnIndex;
      continue;
    }
    const kind = cells[at.kind] === '交易' ? 'pay' : cells[at.kind] === '退款' ? 'refund' : undefined;
    if (!kind) continue;
    const fen = yuanToFen(cells[at.amount] ?? '');
    if (fen === undefined) throw new Error(`bill row with an unreadable amount: ${row}`);
    lines.push({
      orderNo: cells[at.order] ?? '',
      providerTxnId: cells[at.txn] ?? '',
      kind,
      refundNo: kind === 'refund' ? (cells[at.refundNo] ?? '') : '',
      amountFen: Math.abs(fen),
    });
  }
  return at && lines;
}
