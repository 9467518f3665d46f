/** Read again each minute while a page is open, so 还有 N 分钟 and the next bus keep up with the clock. */
export const EVERY_MINUTE = 60_000;
