import { useTranslation } from 'react-i18next';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import { DISABLED, MAX_COLS, MAX_ROWS, MAX_ZONES, parseSeatKey, zoneCounts, type TSeatLayout } from '../../shared/layout';
import { SeatGrid } from '../seat-grid';
import { seatName } from '../pages/seat-name';

/** A new hall: 10 rows of 16, one zone. */
export const newLayout = (): TSeatLayout => ({
  rows: 10,
  cols: 16,
  aisles: [8],
  zones: [{ key: 'main', name: '全场' }],
  grid: Array.from({ length: 10 }, () => '0'.repeat(16)),
});

/** The grid resized to rows × cols: new seats join the first zone, seats beyond the edge are dropped. */
export function resized(layout: TSeatLayout, rows: number, cols: number): TSeatLayout {
  const grid = Array.from({ length: rows }, (_, r) => (layout.grid[r] ?? '').slice(0, cols).padEnd(cols, '0'));
  return { ...layout, rows, cols, grid, aisles: layout.aisles.filter((a) => a < cols) };
}

/** A seat's next look when clicked: each zone in turn, then disabled, then the first zone again. */
export function cycled(layout: TSeatLayout, key: string): TSeatLayout {
  const seat = parseSeatKey(key)!;
  const line = layout.grid[seat.row - 1]!;
  const cell = line[seat.col - 1]!;
  const next = cell === DISABLED ? '0' : Number(cell) + 1 < layout.zones.length ? String(Number(cell) + 1) : DISABLED;
  const grid = layout.grid.map((l, r) => (r === seat.row - 1 ? `${l.slice(0, seat.col - 1)}${next}${l.slice(seat.col)}` : l));
  return { ...layout, grid };
}

/** Zone `index` removed: its seats join the first zone, later zones move down one. */
function withoutZone(layout: TSeatLayout, index: number): TSeatLayout {
  const grid = layout.grid.map((line) =>
    [...line]
      .map((cell) => (cell === DISABLED ? cell : Number(cell) === index ? '0' : Number(cell) > index ? String(Number(cell) - 1) : cell))
      .join(''),
  );
  return { ...layout, zones: layout.zones.filter((_, i) => i !== index), grid };
}

/**
 * The console's layout editor: rows, seats per row, aisles, the zones, and the grid where clicking a
 * seat cycles it through the zones and 不可用 (a pillar, a broken seat).
 */
export function LayoutEditor({ value, onChange }: { value?: TSeatLayout; onChange?: (layout: TSeatLayout) => void }) {
  const { t } = useTranslation('seat');
  const layout = value ?? newLayout();
  const change = (next: TSeatLayout) => onChange?.(next);
  const counts = zoneCounts({ ...layout, grid: layout.grid.map((l) => l.replace(/[^0-9.]/g, '0')) });
  return (
    <div className="st-editor">
      <Space wrap>
        <label>
          {t('console.rows')}{' '}
          <InputNumber
            aria-label={t('console.rows')}
            min={1}
            max={MAX_ROWS}
            value={layout.rows}
            onChange={(n) => n && change(resized(layout, n, layout.cols))}
          />
        </label>
        <label>
          {t('console.cols')}{' '}
          <InputNumber
            aria-label={t('console.cols')}
            min={1}
            max={MAX_COLS}
            value={layout.cols}
            onChange={(n) => n && change(resized(layout, layout.rows, n))}
          />
        </label>
        <label>
          {t('console.aisles')}{' '}
          <Input
            key={layout.aisles.join(',')}
            aria-label={t('console.aisles')}
            style={{ width: 140 }}
            placeholder="8, 16"
            defaultValue={layout.aisles.join(', ')}
            onBlur={(e) =>
              change({
                ...layout,
                aisles: [
                  ...new Set(
                    e.target.value
                      .split(/[,，\s]+/)
                      .map(Number)
                      .filter((n) => Number.isInteger(n) && n >= 1 && n < layout.cols),
                  ),
                ].sort((a, b) => a - b),
              })
            }
          />
        </label>
      </Space>
      <div className="st-editor__zones">
        {layout.zones.map((zone, i) => (
          <Space key={i} align="baseline">
            <span className={`st-seat st-zone-${i}`} aria-hidden>
              {i + 1}
            </span>
            <Input
              aria-label={t('console.zoneKey')}
              placeholder={t('console.zoneKey')}
              value={zone.key}
              maxLength={20}
              style={{ width: 110 }}
              onChange={(e) => change({ ...layout, zones: layout.zones.map((z, j) => (j === i ? { ...z, key: e.target.value } : z)) })}
            />
            <Input
              aria-label={t('console.zoneName')}
              placeholder={t('console.zoneName')}
              value={zone.name}
              maxLength={30}
              style={{ width: 140 }}
              onChange={(e) => change({ ...layout, zones: layout.zones.map((z, j) => (j === i ? { ...z, name: e.target.value } : z)) })}
            />
            <span>{t('console.zoneSeats', { count: counts[i] ?? 0 })}</span>
            {layout.zones.length > 1 && (
              <MinusCircleOutlined aria-label={t('console.removeZone')} onClick={() => change(withoutZone(layout, i))} />
            )}
          </Space>
        ))}
        {layout.zones.length < MAX_ZONES && (
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => change({ ...layout, zones: [...layout.zones, { key: `zone${layout.zones.length + 1}`, name: '' }] })}
          >
            {t('console.addZone')}
          </Button>
        )}
      </div>
      <p className="st-hint">{t('console.gridHint')}</p>
      <div className="st-scroll">
        <SeatGrid
          layout={layout}
          label={t('console.layout')}
          stateOf={() => 'free'}
          rowLabel={(row) => t('seat.row', { row })}
          labelOf={(key, zoneName) => `${seatName(t, key)} ${zoneName || t('state.disabled')}`}
          textOf={(key) => {
            const seat = parseSeatKey(key)!;
            const cell = layout.grid[seat.row - 1]?.[seat.col - 1];
            return cell === DISABLED ? '×' : String(Number(cell) + 1);
          }}
          onTap={(key) => change(cycled(layout, key))}
        />
      </div>
    </div>
  );
}
