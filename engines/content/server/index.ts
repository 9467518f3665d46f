import type { TServerEngine } from '@quad/platform/server/module';
import { contentEngine as manifest } from '../engine';
import { registerCommentCalls } from './comments/routes';
import { commentsMigration } from './comments/schema';
import { dailyViewsMigration } from './views/schema';

export { registerCommentSubject, type TCommentSubject, type TCommentSubjectInfo } from './comments/subjects';
export { commentCounts, deleteCommentsOf, newCommentRow, seedComments } from './comments/store';
export { announceForReview, requireEditable, tellAuthor, type TEditor } from './editorial/service';
export { countDailyView } from './views/store';

export const contentEngine: TServerEngine = {
  manifest,
  migrations: [commentsMigration, dailyViewsMigration],
  register: (app, platform) => registerCommentCalls(app, platform),
};
