import type { TServerEngine } from '@quad/platform/server/module';
import { contentEngine as manifest } from '../engine';
import { registerCommentCalls } from './comments/routes';
import { commentsMigration } from './comments/schema';
import { dailyViewsMigration } from './views/schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

export { registerCommentSubject, type TCommentSubject, type TCommentSubjectInfo } from './comments/subjects';
export { commentCounts, deleteCommentsOf, newCommentRow, seedComments } from './comments/store';
export { announceForReview, requireEditable, tellAuthor, type TEditor } from './editorial/service';
export { countDailyView } from './views/store';

export const contentEngine: TServerEngine = {
  messages: { en, tw },
  manifest,
  migrations: [commentsMigration, dailyViewsMigration],
  register: (app, platform) => registerCommentCalls(app, platform),
};
