import { consolePage } from '@quad/platform/shell/console/console-page';

/** 表单管理: the list of forms and what can be done with each. */
export const FormAdminPage = consolePage('formAdmin/index', () => import('../console/forms-screen'));
