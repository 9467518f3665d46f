import { svgIcon } from '@quad/platform/ui/svg-icon';

/** An answer sheet on a clipboard, for the app tile and the console screen. */
export const examIcon = svgIcon('M9 2h6a1 1 0 0 1 1 1v1h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2V3a1 1 0 0 1 1-1zm0 2v2h6V4zM7 10v2h2v-2zm4 0v2h6v-2zm-4 4v2h2v-2zm4 0v2h6v-2z');
