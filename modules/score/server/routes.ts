import type { FastifyInstance } from 'fastify';
import { registerCall } from '@quad/platform/server/http/calls';
import { getGpaRules, listScopedStudents, myProgress, myScores, saveGpaRules, scopedStudentScores } from '../contract';
import { gpaRules, saveRules } from './rules';
import { myLearningProgress, myScoreReport, scopedStudentReport, scopedStudents } from './service';

export function registerScoreRoutes(app: FastifyInstance): void {
  registerCall(app, myScores, ({ siteDb, userId }) => myScoreReport(siteDb, userId));
  registerCall(app, myProgress, ({ siteDb, userId }) => myLearningProgress(siteDb, userId));
  registerCall(app, listScopedStudents, ({ siteDb, userId, input }) => scopedStudents(siteDb, userId, input));
  registerCall(app, scopedStudentScores, ({ siteDb, userId, input }) => scopedStudentReport(siteDb, userId, input.student));
  registerCall(app, getGpaRules, ({ siteDb }) => gpaRules(siteDb));
  registerCall(app, saveGpaRules, ({ siteDb, userId, input }) => saveRules(siteDb, input, userId));
}
