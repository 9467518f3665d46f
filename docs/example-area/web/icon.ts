import { svgIcon } from '@quad/platform/ui/svg-icon';

/** The area's own icon (a star) for its app tile and its console screen: one path on a 24×24 grid. */
export const exampleIcon = svgIcon('M12 2l3 6.6 7.2.7-5.4 4.8 1.6 7.1L12 17.5l-6.4 3.7 1.6-7.1L1.8 9.3 9 8.6z');
