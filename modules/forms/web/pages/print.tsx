import { consolePage } from '@quad/platform/shell/console/console-page';

/** 打印答卷: one answer laid out for paper (?id=<answer id>). */
export const PrintPage = consolePage('formAdmin/print', () => import('../console/print-screen'));
