import { z } from 'zod';
import { defineDatasetKind } from '@quad/datasets-engine/server';
import { RECORDS_KIND } from '../contract';

/** A cell as text: a file's numbers (手机号, 年级) and an API's alike; empty is absent. */
const asText = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' && value.trim() === '' ? undefined : value);

const required = (title: string, max: number) =>
  z.preprocess(asText, z.string({ error: `请填写${title}` }).trim().min(1, `请填写${title}`).max(max, `${title}不能超过${max}个字`)).describe(title);

const optional = (title: string, max: number) =>
  z.preprocess(asText, z.string({ error: `${title}格式不正确` }).trim().max(max, `${title}不能超过${max}个字`).optional()).describe(title);

export const recordColumns = z.object({
  studentNo: required('学号', 40),
  name: required('姓名', 40),
  gender: optional('性别', 10),
  birthDate: optional('出生日期', 20),
  idCard: optional('身份证号', 30),
  ethnicity: optional('民族', 20),
  political: optional('政治面貌', 20),
  nativePlace: optional('籍贯', 60),
  college: optional('学院', 60),
  major: optional('专业', 60),
  className: required('班级', 60),
  grade: optional('年级', 10),
  schooling: optional('学制', 10),
  enrolled: optional('入学日期', 20),
  phone: optional('手机号', 20),
  address: optional('家庭地址', 200),
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
