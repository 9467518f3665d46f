import { svgIcon } from '@quad/platform/ui/svg-icon';

/** The area's own icon (a pass card with a QR corner) for its app tile and console screens: one path on a 24×24 grid. */
export const permitIcon = svgIcon('M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v12h16V6zm2 2h5v2H6zm0 4h5v2H6zm8-4h4v4h-4zm0 6h4v2h-4z');
