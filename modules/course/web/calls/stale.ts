import { courseOffering, listCourseOfferings, listCourseTerms, myCourses } from '../../contract';
import { listOfferings, listTerms } from '../../contract-manage';

/** What a selection or a drop changes: my credits, the lists' counts and badges, my timetable, the console's counts. */
export const courseReads = [listCourseTerms, listCourseOfferings, courseOffering, myCourses, listOfferings, listTerms];
