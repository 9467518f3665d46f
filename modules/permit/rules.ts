/**
 * Permit rules both sides run without zod (the phone's forms check as the server does): the browser
 * build keeps only a contract's calls and plain data, so what pages compute lives here.
 */
export const PERMIT_KINDS = ['visitor', 'car'] as const;
export type TPermitKind = (typeof PERMIT_KINDS)[number];

/** A visit lasts at most this many days, and is booked at most this many days ahead. */
export const MAX_VISIT_DAYS = 7;
export const BOOK_AHEAD_DAYS = 30;
/** A car permit covers at most a year. */
export const MAX_CAR_DAYS = 366;

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** Letters of plates: I and O are never used (they read as 1 and 0). */
const L = 'A-HJ-NP-Z';
/** Blue/yellow plates: province, issuing letter, five letters or digits (the last may be 挂学警港澳). */
const FUEL = new RegExp(`^[${PROVINCES}][${L}][${L}0-9]{4}[${L}0-9挂学警港澳]$`);
/** New-energy (green) plates, six after the letter: small cars D/F then five, large cars five then D/F. */
const NEW_ENERGY = new RegExp(`^[${PROVINCES}][${L}](?:[DF][${L}0-9][0-9]{4}|[0-9]{5}[DF])$`);

/** A plate as people type it (lower case, spaces, the dot of 京A·12345) in the one form it is stored. */
export const normalPlate = (typed: string): string => typed.replace(/[\s·•.-]/g, '').toUpperCase();

export const isPlate = (typed: string): boolean => {
  const plate = normalPlate(typed);
  return FUEL.test(plate) || NEW_ENERGY.test(plate);
};

export const isMobile = (typed: string): boolean => /^1[3-9]\d{9}$/.test(typed.trim());

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** A resident ID number (18 characters, GB 11643): its date looks like one and its check character fits. */
export function isIdCard(typed: string): boolean {
  const id = typed.trim().toUpperCase();
  if (!/^\d{6}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dX]$/.test(id)) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17];
}

/** What lists and the gate show of a phone (138****8000) and an ID number (110***********123X). */
export const maskPhone = (phone: string): string => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);
export const maskIdCard = (id: string): string => (id.length > 7 ? `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}` : id);

/** `YYYY-MM-DD HH:MM` (site time): how windows are written, so they compare as text. */
export const MOMENT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whole days from one `YYYY-MM-DD` (or moment) to another, counting fractions of a day up. */
export function daysBetween(from: string, to: string): number {
  const at = (m: string) => Date.parse(`${m.length === 10 ? `${m} 00:00` : m}`.replace(' ', 'T') + ':00Z');
  return Math.ceil((at(to) - at(from)) / 86_400_000);
}

/** The day `days` after `day` (`YYYY-MM-DD`). */
export const dayAfter = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
