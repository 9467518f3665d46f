import type { TFunction } from 'i18next';
import { parseSeatKey } from '../../shared/layout';

/** A seat's name in the reader's language: 3排5号. */
export function seatName(t: TFunction, key: string): string {
  const seat = parseSeatKey(key);
  return seat ? t('seat.name', { row: seat.row, col: seat.col }) : key;
}
