import { svgIcon } from '@quad/platform/ui/svg-icon';

/** The course selection area's icon: an open book, for its app tile and its console screens. */
export const courseIcon = svgIcon(
  'M12 6.5C10.3 5.2 7.9 4.5 5 4.5c-.9 0-1.8.1-2.6.2a.5.5 0 0 0-.4.5v12.6c0 .3.3.6.6.5.8-.1 1.6-.2 2.4-.2 2.9 0 5.2.7 7 2 1.8-1.3 4.1-2 7-2 .8 0 1.6.1 2.4.2.3.1.6-.2.6-.5V5.2a.5.5 0 0 0-.4-.5c-.8-.1-1.7-.2-2.6-.2-2.9 0-5.3.7-7 2zm-1 11.1c-1.7-.8-3.7-1.2-6-1.2l-1 .1V6.6L5 6.5c2.4 0 4.4.5 6 1.5zm9-1.1-1-.1c-2.3 0-4.3.4-6 1.2V8c1.6-1 3.6-1.5 6-1.5l1 .1z',
);
