import type { TAreaWeb } from '@quad/platform/shell/area';
import { CheckPage } from './check-page';

export const pages: TAreaWeb['pages'] = {
  'ncov/xisudailyup': CheckPage,
  'ncov/xidiandailyup': CheckPage,
  'ncov/bjutdailyup': CheckPage,
};
