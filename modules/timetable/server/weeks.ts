/** Most weeks a term may have: a 周次 past it is a typing mistake. */
export const MOST_WEEKS = 30;

const PART = /^(\d{1,2})(?:-(\d{1,2}))?(单|双)?$/;

/**
 * The weeks of a 周次 as schools write it, as a bit mask (bit N = week N): `1-16`, `1-8,10-16`,
 * `1-15单`, `2-16双`, `3`, with 周 and spaces allowed and the Chinese comma or 、 between parts.
 * Answers the Chinese problem instead when the text is not such a list.
 */
export function parseWeeks(text: string): { mask: number } | { problem: string } {
  const cleaned = text.replace(/\s+/g, '').replace(/[，、]/g, ',').replace(/[－—~～至]/g, '-').replace(/周/g, '').replace(/\((单|双)\)|（(单|双)）/g, '$1$2');
  if (!cleaned) return { problem: '请填写周次' };
  let mask = 0;
  for (const part of cleaned.split(',')) {
    const m = PART.exec(part);
    if (!m) return { problem: `周次“${text}”格式不正确，应如 1-16、1-8,10-16、1-15单` };
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (from < 1 || to > MOST_WEEKS) return { problem: `周次“${text}”超出范围（1–${MOST_WEEKS}周）` };
    if (to < from) return { problem: `周次“${text}”的结束周早于开始周` };
    for (let week = from; week <= to; week++) {
      if (m[3] === '单' && week % 2 === 0) continue;
      if (m[3] === '双' && week % 2 === 1) continue;
      mask |= 1 << week;
    }
  }
  if (mask === 0) return { problem: `周次“${text}”不含任何一周` };
  return { mask };
}

export const meetsInWeek = (mask: number, week: number): boolean => week >= 1 && week <= MOST_WEEKS && (mask & (1 << week)) !== 0;
