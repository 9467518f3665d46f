import { consolePage } from '@quad/platform/shell/console/console-page';

/** 表单设计: the designer of one form (?id=). */
export const DesignPage = consolePage('formAdmin/design', () => import('../console/design-screen'));
