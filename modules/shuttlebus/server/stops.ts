/** A stop as a timetable lists it: its name, and the minutes from the first stop when given. */
export interface TStopSpec {
  name: string;
  minutes: number | null;
}

/** 北门(0) or 北门（0） or 北门(0分); several apart by spaces, arrows, commas or dashes. */
const STOP = /^(.+?)(?:[(（]\s*(\d{1,3})\s*(?:分钟|分)?\s*[)）])?$/;
const SEPARATORS = /\s*(?:→|->|—|－|,|，|、|;|；|\s)\s*/;

/**
 * The 途经站点 cell read: `北门(0) 图书馆(5) 南门(15)`. A problem in Chinese when a stop is unnamed,
 * a minute is past 10 hours, or the minutes go backwards.
 */
/** Why a stop is refused, as the file's report says it. */
const stopFormatMessage = (part: string) => `站点“${part}”格式不正确，请写成 站名(分钟)，如 北门(0) 图书馆(5)`;
const tooFarMessage = (name: string) => `站点“${name}”的分钟数不能超过600`;
const backwardsMessage = (name: string) => `站点“${name}”的分钟数比前一站小，请按行车顺序填写`;

export function parseStops(cell: string): { stops: TStopSpec[]; problem?: string } {
  const stops: TStopSpec[] = [];
  for (const part of cell.split(SEPARATORS).filter(Boolean)) {
    const match = STOP.exec(part);
    const name = match?.[1]?.trim() ?? '';
    if (!match || name === '' || /[(（)）]/.test(name)) return { stops, problem: stopFormatMessage(part) };
    const minutes = match[2] === undefined ? null : Number(match[2]);
    if (minutes !== null && minutes > 600) return { stops, problem: tooFarMessage(name) };
    const last = stops.findLast((s) => s.minutes !== null);
    if (minutes !== null && last && last.minutes! > minutes) return { stops, problem: backwardsMessage(name) };
    stops.push({ name, minutes });
  }
  return { stops };
}
