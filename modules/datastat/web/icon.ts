import { svgIcon } from '@quad/platform/ui/svg-icon';

/** Three rising bars on a baseline, for the app tile and the console screen. */
export const datastatIcon = svgIcon('M3 20h18v2H3zm2-8h3v7H5zm5.5-4h3v11h-3zM16 4h3v15h-3z');
