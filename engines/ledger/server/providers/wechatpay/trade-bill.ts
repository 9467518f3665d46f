import type { TStatementLine } from '../provider';

/**
 * WeChat's trade bill (`bill_type=ALL`) as downloaded: a header line of Chinese column names, one line
 * per payment or refund whose every field starts with a backtick (so spreadsheets keep long numbers as
 * text), then a summary header and its line. Columns are found by name, not position: WeChat has added
 * columns to this file over the years.
 */

/** Yuan with at most two decimals ("12.30", "0.01", "1234.56") as integer fen, by string arithmetic so no float can round it. */
export function yuanToFen(text: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not an amount of yuan: ${text.slice(0, 32)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Integer fen as yuan with two decimals, as WeChat writes them. */
export const fenToYuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** The summary that closes the rows starts with this column name. */
const summaryHeader = '总交易单数';

/**
 * Splits a row on ",`" rather than ",": the product name (商品名称) and the attach data (商户数据包) are the
 * payer's or the merchant's free text and may hold commas, while a comma followed by a backtick cannot
 * occur inside a field WeChat wrote.
 */
const rowFields = (line: string) => line.slice(1).split(',`');

/** The payments (交易状态 SUCCESS) and refunds (REFUND) of a bill; other states (REVOKED …) moved no money. */
export function parseTradeBill(text: string): TStatementLine[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const header = (lines[0] ?? '').split(',').map((name) => name.trim());
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`the bill has no column ${name}`);
    return index;
  };
  const orderNo = column('商户订单号');
  const txnId = column('微信订单号');
  const state = column('交易状态');
  const settled = column('应结订单金额');
  const refundNo = column('商户退款单号');
  const refunded = column('退款金额');

  const statement: TStatementLine[] = [];
  for (const line of lines.slice(1)) {
    if (line.startsWith(summaryHeader)) break;
    const fields = rowFields(line);
    if (!line.startsWith('`') || fields.length < header.length)
      throw new Error(`a bill row does not match its header: ${line.slice(0, 80)}`);
    const base = { orderNo: fields[orderNo], providerTxnId: fields[txnId] };
    if (fields[state] === 'SUCCESS') statement.push({ ...base, kind: 'pay', refundNo: '', amountFen: yuanToFen(fields[settled]) });
    else if (fields[state] === 'REFUND')
      statement.push({ ...base, kind: 'refund', refundNo: fields[refundNo], amountFen: yuanToFen(fields[refunded]) });
  }
  return statement;
}
