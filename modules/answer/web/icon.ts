import { svgIcon } from '@quad/platform/ui/svg-icon';

/** The quiz area's icon: a sheet with a pencil mark, for its app tile and its console screen. */
export const answerIcon = svgIcon('M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm-1 7V3.5L18.5 9zM8 13h8v2H8zm0 4h5v2H8z');
