import { svgIcon } from '@quad/platform/ui/svg-icon';

/** The payment area's icon: a bill with a yen sign, for its app tile and its console screens. */
export const paymentIcon = svgIcon(
  'M6 2h12a2 2 0 0 1 2 2v18l-3-2-2 2-3-2-3 2-2-2-3 2V4a2 2 0 0 1 2-2zm3.4 4L8 7l3 4H8.5v1.5H11v1.5H8.5v1.5H11V18h2v-2.5h2.5V14H13v-1.5h2.5V11H13l3-4-1.4-1L12 9.6z',
);
