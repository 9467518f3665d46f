import { z } from 'zod';
import { defineDatasetKind, optionalTextColumn, textColumn } from '@quad/datasets-engine/server';
import { PROGRAMMES_KIND, REQUIREMENTS_KIND } from '../contract';
import { credits } from './columns';

/** Which programme (培养方案) each student follows: personal, one row per student. */
export const programmeColumns = z.object({
  student: textColumn('学号', 40),
  programme: textColumn('培养方案', 60),
  className: optionalTextColumn('班级', 60),
});

export const programmesKind = defineDatasetKind({
  id: PROGRAMMES_KIND,
  owner: 'score',
  title: '学生培养方案',
  columns: programmeColumns,
  key: ['student'],
  person: 'student',
  scope: 'className',
  staff: { app: 'score', modules: ['staff'] },
});

/** Credits each programme requires by course category (课程性质, as the score rows name them): public. */
export const requirementColumns = z.object({
  programme: textColumn('培养方案', 60),
  category: textColumn('课程性质', 20),
  credits: credits('要求学分'),
});

export const requirementsKind = defineDatasetKind({
  id: REQUIREMENTS_KIND,
  owner: 'score',
  title: '培养方案学分要求',
  columns: requirementColumns,
  key: ['programme', 'category'],
});
