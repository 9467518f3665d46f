import { svgIcon } from '@quad/platform/ui/svg-icon';

/** An open book, for the app tile and the console screen. */
export const libraryIcon = svgIcon(
  'M12 6.5C10.3 5.2 7.8 4.5 4.5 4.5H3v14h1.5c3.1 0 5.5.7 7.5 2 2-1.3 4.4-2 7.5-2H21v-14h-1.5c-3.3 0-5.8.7-7.5 2zm-1 11.6c-1.8-.9-3.9-1.4-6.5-1.5V6.5c2.8.1 5 .8 6.5 2zm8.5-1.5c-2.6.1-4.7.6-6.5 1.5V8.5c1.5-1.2 3.7-1.9 6.5-2z',
);
