import { createElement } from 'react';
import type { TAreaIcon } from '../shell/area';

/**
 * An icon drawn as one path on a 24×24 grid, 1em square in the current colour, so the app tile (white
 * on its colour) and the console menu size and colour it. Areas' icons are in every first load, the
 * phone's home included: a file of its own, written without JSX so it brings not even the JSX runtime.
 */
export function svgIcon(d: string): TAreaIcon {
  return function PathIcon() {
    return createElement(
      'svg',
      { viewBox: '0 0 24 24', width: '1em', height: '1em', 'aria-hidden': true },
      createElement('path', { d, fill: 'currentColor' }),
    );
  };
}
