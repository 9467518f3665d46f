import { z } from 'zod';
import { defineDatasetKind, optionalTextColumn, textColumn } from '@quad/datasets-engine/server';
import { RECORDS_KIND } from '../contract';

export const recordColumns = z.object({
  studentNo: textColumn('学号', 40),
  name: textColumn('姓名', 40),
  gender: optionalTextColumn('性别', 10),
  birthDate: optionalTextColumn('出生日期', 20),
  idCard: optionalTextColumn('身份证号', 30),
  ethnicity: optionalTextColumn('民族', 20),
  political: optionalTextColumn('政治面貌', 20),
  nativePlace: optionalTextColumn('籍贯', 60),
  college: optionalTextColumn('学院', 60),
  major: optionalTextColumn('专业', 60),
  className: textColumn('班级', 60),
  grade: optionalTextColumn('年级', 10),
  schooling: optionalTextColumn('学制', 10),
  enrolled: optionalTextColumn('入学日期', 20),
  phone: optionalTextColumn('手机号', 20),
  address: optionalTextColumn('家庭地址', 200),
});
export type TStudentRecord = z.output<typeof recordColumns>;

/**
 * The school system's record of each student, one row per 学号: theirs to read, their class's
 * reviewers' (infocheck → review, scoped to classes or colleges) by 班级. The school system keeps it:
 * an approved correction is sent back, and shows here once a new load carries it.
 */
export const recordsKind = defineDatasetKind({
  id: RECORDS_KIND,
  owner: 'infocheck',
  title: '学生基本信息',
  columns: recordColumns,
  key: ['studentNo'],
  person: 'studentNo',
  scope: 'className',
  staff: { app: 'infocheck', modules: ['review'] },
});
