import { svgIcon } from '@quad/platform/ui/svg-icon';

/** A week grid: the timetable's tile and console screens. */
export const timetableIcon = svgIcon('M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm1 5v5h4V8zm6 0v5h8V8zm-6 7v4h4v-4zm6 0v4h8v-4zM5 5v1h14V5z');
