import type { FastifyInstance } from 'fastify';
import { registerExport } from '@quad/platform/server/exports/exports';
import { registerCall } from '@quad/platform/server/http/calls';
import { audienceChoices } from '@quad/platform/server/identity/audience';
import type { TPlatform } from '@quad/platform/server/module';
import { WindowLimiter } from '@quad/platform/server/rate-limit';
import { claimsOf } from '@quad/reservation-engine/server';
import { deleteCompleted, importCompleted, listCompleted } from '../contract-completed';
import { courseOffering, dropCourse, listCourseOfferings, listCourseTerms, myCourses, selectCourse } from '../contract';
import {
  COURSE_ROSTER_EXPORT_PATH,
  courseAudienceOptions,
  deleteOffering,
  deleteTerm,
  listOfferings,
  listTerms,
  managedTerm,
  offeringDraw,
  saveOffering,
  saveTerm,
  ZRosterQuery,
} from '../contract-manage';
import { ROSTER_STATES, writeRoster } from './export';
import { completedCourses, deleteCompletedCourse, importCompletedCourses } from './service-completed';
import { managedOfferings, offeringDrawResult, removeOffering, saveOfferingSettings } from './service-offerings';
import { dropSelection, myTermCourses, myTerms, offeringDetail, selectOffering, termOfferings } from './service-select';
import { managedTerms, removeTerm, saveTermSettings, termForm } from './service-terms';
import { findOffering } from './store';

export function registerCourseRoutes(app: FastifyInstance, platform: TPlatform): void {
  // A student presses 选课 a few times a second at most; a script pressing faster waits.
  const selections = new WindowLimiter(platform.counters, 'course-select', 20, 10_000);

  registerCall(app, listCourseTerms, ({ siteDb, userId }) => myTerms(siteDb, userId));
  registerCall(app, listCourseOfferings, ({ input, siteDb, userId }) => termOfferings(siteDb, userId, input));
  registerCall(app, courseOffering, ({ input, siteDb, userId }) => offeringDetail(siteDb, userId, input.id));
  registerCall(app, selectCourse, async ({ input, siteDb, userId }) => {
    await selections.hit(`${siteDb.siteId}:${userId}`, '操作太频繁，请稍后再试');
    return selectOffering(siteDb, userId, input);
  });
  registerCall(app, dropCourse, async ({ input, siteDb, userId }) => {
    await dropSelection(siteDb, userId, input.claimId);
    return {};
  });
  registerCall(app, myCourses, ({ input, siteDb, userId }) => myTermCourses(siteDb, userId, input.termId));

  registerCall(app, listTerms, ({ input, siteDb }) => managedTerms(siteDb, input));
  registerCall(app, managedTerm, ({ input, siteDb }) => termForm(siteDb, input.id));
  registerCall(app, saveTerm, ({ input, siteDb, userId, request }) => saveTermSettings(siteDb, userId, request, input));
  registerCall(app, deleteTerm, async ({ input, siteDb, userId, request }) => {
    await removeTerm(siteDb, userId, request, input.id);
    return {};
  });
  registerCall(app, courseAudienceOptions, ({ siteDb }) => audienceChoices(siteDb));
  registerCall(app, listOfferings, ({ input, siteDb }) => managedOfferings(siteDb, input));
  registerCall(app, saveOffering, ({ input, siteDb, userId, request }) => saveOfferingSettings(siteDb, userId, request, input));
  registerCall(app, deleteOffering, async ({ input, siteDb, userId, request }) => {
    await removeOffering(siteDb, userId, request, input.id);
    return {};
  });
  registerCall(app, offeringDraw, ({ input, siteDb }) => offeringDrawResult(siteDb, input.id));

  registerCall(app, listCompleted, ({ input, siteDb }) => completedCourses(siteDb, input));
  registerCall(app, importCompleted, ({ input, siteDb, userId, request }) => importCompletedCourses(siteDb, userId, request, input.text));
  registerCall(app, deleteCompleted, async ({ input, siteDb, userId, request }) => {
    await deleteCompletedCourse(siteDb, userId, request, input.id);
    return {};
  });

  registerExport(app, {
    path: COURSE_ROSTER_EXPORT_PATH,
    summary: '导出课程的选课名单为 Excel（已选在前，候补按顺序在后）',
    access: { app: 'course', module: 'manage' },
    query: ZRosterQuery,
    prepare: async ({ siteDb, site }, { id }) => {
      const offering = await findOffering(siteDb, id);
      const holders = await claimsOf(siteDb, offering.item_id, { states: ROSTER_STATES });
      return {
        fileName: `${offering.name}（${offering.code}，${offering.teacher}）选课名单.xlsx`,
        count: async () => holders.length,
        write: (book) => writeRoster(holders, site.settings.timeZone, book),
      };
    },
  });
}
