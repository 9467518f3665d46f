import { consolePage } from '@quad/platform/shell/console/console-page';

/** 答卷结果: one form's answers, statistics and who has not filled it (?id=). */
export const ResultsPage = consolePage('formAdmin/results', () => import('../console/results-screen'));
