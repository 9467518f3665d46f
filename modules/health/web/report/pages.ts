import type { TAreaWeb } from '@quad/platform/shell/area';
import { DailyReportPage } from '../daily/daily-page';
import { BaseInfoPage } from '../daily/base-info-page';

/** The schools' daily report pages all show the same page over the site's own design. */
export const pages: TAreaWeb['pages'] = {
  'ncov/index': DailyReportPage,
  'ncov/fudanDaily': DailyReportPage,
  'buaaStudentNcov/index': DailyReportPage,
  'ncov/baseinfo': BaseInfoPage,
};
