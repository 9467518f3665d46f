import { svgIcon } from '@quad/platform/ui/svg-icon';

/** The area's own icon (a theatre seat) for its app tile and console screens: one path on a 24×24 grid. */
export const seatIcon = svgIcon('M6 3h12a2 2 0 0 1 2 2v7h1v4h-2v5h-2v-5H7v5H5v-5H3v-4h1V5a2 2 0 0 1 2-2zm0 2v7h12V5z');
