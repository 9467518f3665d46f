import { svgIcon } from '@quad/platform/ui/svg-icon';

/** The area's own icon (a ticket with notched sides) for its app tile and console screens: one path on a 24×24 grid. */
export const ticketIcon = svgIcon(
  'M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a3 3 0 0 0 0 6v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a3 3 0 0 0 0-6zm2 0v1.8a5 5 0 0 1 0 8.4V18h9V6zm11 0v2h1V6zm0 4v4h1v-4zm0 6v2h1v-2z',
);
