import { svgIcon } from '@quad/platform/ui/svg-icon';

/** The vote area's icon: a ticked box, for its app tile and its console screens. */
export const voteIcon = svgIcon(
  'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-9 14-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8z',
);
