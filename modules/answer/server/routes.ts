import type { FastifyInstance } from 'fastify';
import { registerExport } from '@quad/platform/server/exports/exports';
import { registerCall } from '@quad/platform/server/http/calls';
import { audienceChoices } from '@quad/platform/server/identity/audience';
import { attemptRecord, listMyAttempts, listMyQuizzes, quizDetail, quizRanking, startAttempt, submitAttempt } from '../contract';
import {
  deleteQuiz,
  listManagedQuizzes,
  listQuizAttempts,
  managedQuizDetail,
  QUIZ_EXPORT_PATH,
  quizAudienceOptions,
  saveQuiz,
  ZQuizExportQuery,
} from '../contract-manage';
import { writeQuizResults } from './export';
import { startPaper, submitPaper } from './service-attempt';
import { managedDetail, managedQuizzes, removeQuiz, saveQuizSettings } from './service-manage';
import { quizRankingFor } from './service-ranking';
import { myAttemptResult, myAttempts, myQuizzes, quizForTaker } from './service-read';
import { quizAttempts } from './service-results';
import { findQuiz } from './store';

export function registerAnswerRoutes(app: FastifyInstance): void {
  registerCall(app, listMyQuizzes, ({ input, siteDb, userId }) => myQuizzes(siteDb, userId, input));
  registerCall(app, quizDetail, ({ input, siteDb, userId }) => quizForTaker(siteDb, userId, input.id));
  registerCall(app, startAttempt, ({ input, siteDb, site, userId }) => startPaper(siteDb, site.settings.timeZone, userId, input));
  registerCall(app, submitAttempt, ({ input, siteDb, userId }) => submitPaper(siteDb, userId, input));
  registerCall(app, attemptRecord, ({ input, siteDb, userId }) => myAttemptResult(siteDb, userId, input.id));
  registerCall(app, listMyAttempts, ({ input, siteDb, userId }) => myAttempts(siteDb, userId, input));
  registerCall(app, quizRanking, ({ input, siteDb, userId }) => quizRankingFor(siteDb, userId, input.id));

  registerCall(app, listManagedQuizzes, ({ input, siteDb }) => managedQuizzes(siteDb, input));
  registerCall(app, managedQuizDetail, ({ input, siteDb }) => managedDetail(siteDb, input.id));
  registerCall(app, saveQuiz, ({ input, siteDb, userId, request }) => saveQuizSettings(siteDb, userId, request, input));
  registerCall(app, deleteQuiz, async ({ input, siteDb, userId, request }) => {
    await removeQuiz(siteDb, userId, request, input.id);
    return {};
  });
  registerCall(app, listQuizAttempts, ({ input, siteDb }) => quizAttempts(siteDb, input.id, input));
  registerCall(app, quizAudienceOptions, ({ siteDb }) => audienceChoices(siteDb));

  registerExport(app, {
    path: QUIZ_EXPORT_PATH,
    summary: '导出答题成绩为 Excel（每次答题的得分、用时）',
    access: { app: 'answer', module: 'manage' },
    query: ZQuizExportQuery,
    prepare: async ({ siteDb, site }, { id }) => {
      const quiz = await findQuiz(siteDb, id);
      return {
        fileName: `答题成绩-${quiz.title}.xlsx`,
        count: async () => Number(quiz.attempts),
        write: (book) => writeQuizResults(siteDb, id, site.settings.timeZone, book),
      };
    },
  });
}
