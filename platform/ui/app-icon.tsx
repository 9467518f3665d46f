import type { TAreaIcon } from '../shell/area';
import { svgIcon } from './svg-icon';

/** Icons manifests may name (`icon`) when their area ships none of its own. */
const NAMED: Record<string, TAreaIcon> = {
  user: svgIcon('M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v1.5h16V19c0-2.8-3.6-5-8-5z'),
  bell: svgIcon(
    'M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1z',
  ),
  file: svgIcon('M6 2h8l6 6v14H6zm7 1.5V9h5.5'),
  heart: svgIcon('M12 21s-8-5.3-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.7-8 11-8 11z'),
  video: svgIcon('M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm7 3v6l5-3z'),
  leave: svgIcon('M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5zm2 2v2h2v-2zm4 0v2h2v-2z'),
  topic: svgIcon('M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z'),
};

const COLORS = ['#1677ff', '#00b578', '#ff8f1f', '#7b61ff', '#eb2f96', '#13c2c2'];

/** An app's tile icon: the area's own (`icon`), else the one its manifest names, else the app's first character. */
export function AppIcon({ icon, name, label, index }: { icon?: TAreaIcon; name?: string; label: string; index: number }) {
  const color = COLORS[index % COLORS.length];
  const Icon = icon ?? (name ? NAMED[name] : undefined);
  return (
    <span className="q-app-icon" style={{ background: color }} aria-hidden="true">
      {Icon ? (
        <span className="q-app-icon__glyph">
          <Icon />
        </span>
      ) : (
        label.slice(0, 1)
      )}
    </span>
  );
}
