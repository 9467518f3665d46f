import { useTranslation } from 'react-i18next';
import type { TRoom } from '../../contract';
import { useBuildings, useRooms } from '../calls/electricity';

/** Building, then room (grouped by floor): native selects, which phones show as their own wheels. */
export function RoomPicker({
  building,
  room,
  onBuilding,
  onRoom,
}: {
  building: string;
  room: string;
  onBuilding: (id: string) => void;
  onRoom: (room: TRoom) => void;
}) {
  const { t } = useTranslation('electricity');
  const buildings = useBuildings();
  const rooms = useRooms(building);
  const floors = [...new Set((rooms.data?.list ?? []).map((r) => r.floor))];
  return (
    <div className="el-pickers">
      <select aria-label={t('buy.building')} value={building} onChange={(e) => onBuilding(e.target.value)} disabled={!buildings.isSuccess}>
        <option value="">{buildings.isSuccess ? t('buy.chooseBuilding') : t('buy.loading')}</option>
        {buildings.data?.list.map((b) => (
          <option key={b.id} value={b.id}>
            {b.campus ? `${b.campus} ${b.name}` : b.name}
          </option>
        ))}
      </select>
      <select
        aria-label={t('buy.room')}
        value={room}
        disabled={!rooms.isSuccess}
        onChange={(e) => {
          const chosen = rooms.data?.list.find((r) => r.id === e.target.value);
          if (chosen) onRoom(chosen);
        }}
      >
        <option value="">{t('buy.chooseRoom')}</option>
        {floors.map((floor) => (
          <optgroup key={floor} label={t('buy.floor', { floor })}>
            {rooms.data?.list
              .filter((r) => r.floor === floor)
              .map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      {(buildings.isError || rooms.isError) && (
        <p className="el-error" role="alert">
          {(buildings.error ?? rooms.error)?.message}
        </p>
      )}
    </div>
  );
}
