import { Fragment } from 'react';
import { seatKey, zoneIndexOf, type TSeatLayout } from '../shared/layout';

/** What a seat shows: free to pick, picked now, mine (held or owned), sold, held by another, or disabled. */
export type TSeatState = 'free' | 'picked' | 'mine' | 'sold' | 'locked' | 'disabled';
export const SEAT_STATES: TSeatState[] = ['free', 'picked', 'mine', 'sold', 'locked', 'disabled'];

interface TSeatGridProps {
  layout: TSeatLayout;
  stateOf: (key: string) => TSeatState;
  /** A seat's accessible name: row, seat, zone, state. */
  labelOf: (key: string, zoneName: string, state: TSeatState) => string;
  rowLabel: (row: number) => string;
  onTap?: (key: string) => void;
  /** Which states may be tapped (the phone: free and picked; the console's editor: every seat). */
  tappable?: (state: TSeatState) => boolean;
  /** Each seat's text, by default its number. */
  textOf?: (key: string, col: number) => string;
  label: string;
}

/**
 * A hall drawn from its layout as a CSS grid: a row label, then the row's seats, with a gap after each
 * aisle column. Each seat is a button named by its row, number, zone and state, coloured by its state
 * and, for free seats, tinted by its zone.
 */
export function SeatGrid({ layout, stateOf, labelOf, rowLabel, onTap, tappable = () => true, textOf, label }: TSeatGridProps) {
  const columns = ['auto'];
  for (let col = 1; col <= layout.cols; col++) {
    columns.push('minmax(18px, 28px)');
    if (layout.aisles.includes(col)) columns.push('10px');
  }
  return (
    <div className="st-grid" role="group" aria-label={label} style={{ gridTemplateColumns: columns.join(' ') }}>
      {Array.from({ length: layout.rows }, (_, r) => {
        const row = r + 1;
        return (
          <Fragment key={row}>
            <span className="st-grid__row">{rowLabel(row)}</span>
            {Array.from({ length: layout.cols }, (_, c) => {
              const col = c + 1;
              const key = seatKey(row, col);
              const zone = zoneIndexOf(layout, row, col);
              const state = zone < 0 ? 'disabled' : stateOf(key);
              const zoneName = zone < 0 ? '' : layout.zones[zone]!.name;
              return (
                <Fragment key={key}>
                  <button
                    type="button"
                    className={`st-seat st-seat--${state} st-zone-${Math.max(zone, 0)}`}
                    aria-label={labelOf(key, zoneName, state)}
                    aria-pressed={state === 'picked'}
                    disabled={!onTap || !tappable(state)}
                    onClick={() => onTap?.(key)}
                  >
                    {textOf ? textOf(key, col) : col}
                  </button>
                  {layout.aisles.includes(col) && <span className="st-grid__aisle" />}
                </Fragment>
              );
            })}
          </Fragment>
        );
      })}
    </div>
  );
}
