import { svgIcon } from '@quad/platform/ui/svg-icon';

/** A report card with a rising line: scores and their trend. */
export const scoreIcon = svgIcon('M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm0 2v14h14V5H5zm2 10.6 3.3-3.3 2.5 2.5L17 10.6l1.4 1.4-5.6 5.6-2.5-2.5-1.9 1.9L7 15.6zM7 7h6v2H7V7z');
