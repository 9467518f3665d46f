import { svgIcon } from '@quad/platform/ui/svg-icon';

/** The research area's own icon (a flask) for its app tile and console screens: one path on a 24×24 grid. */
export const researchIcon = svgIcon('M9 2h6v2h-1v5.2l5.6 9.3A2 2 0 0 1 17.9 21H6.1a2 2 0 0 1-1.7-2.5L10 9.2V4H9zm3 9.3L8.4 17h7.2z');
