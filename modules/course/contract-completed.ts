import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { optionalText, recordId, text } from '@quad/contracts/fields';
import { pagedInput, pageOf } from '@quad/contracts/paging';
import { okAnswer } from '@quad/contracts/shapes';

/**
 * The console's calls of 已修课程: the courses students completed, which prerequisites are checked
 * against until the school's data engine brings transcripts.
 */

const managers = callsFor({ app: 'course', module: 'manage' });

export const ZCompletedCourse = z.object({
  id: z.string(),
  /** What the console's buttons name it by: 张三 CS101 */
  title: z.string(),
  number: z.string(),
  realname: z.string(),
  code: z.string(),
  termLabel: z.string(),
  created: z.number(),
});
export type TCompletedCourse = z.infer<typeof ZCompletedCourse>;

export const listCompleted = managers.getOrPost('/course/api/manage/completed', '已修课程：学号、姓名、课程代码、学期', {
  input: pagedInput({ keyword: optionalText('学号、姓名或课程代码', 50) }),
  output: pageOf(ZCompletedCourse),
});

export const importCompleted = managers.post(
  '/course/api/manage/completed/import',
  '导入已修课程：每行「学号,课程代码,学期」；有一行不对则全部不导入，并指出哪一行',
  {
    encoding: 'json',
    input: z.object({ text: text('导入内容', 200_000) }),
    output: z.object({ imported: z.number(), errors: z.array(z.object({ line: z.number(), message: z.string() })) }),
  },
);

export const deleteCompleted = managers.about(recordId('已修课程')).post('/course/api/manage/completed/delete', '删除一条已修课程', {
  output: okAnswer,
});
