import { z } from 'zod';
import { signedIn } from './call';
import { pagedInput, pageOf } from './paging';

/**
 * The to-do inbox (issue 20): every pending task of every area in one list per person, gone the
 * moment it is done anywhere. Areas feed it on the server (`openTodos`/`closeTodos`); the home badge
 * and document/backlog read it.
 */
export const ZTodo = z.object({
  id: z.string(),
  app: z.string().describe('来自的应用（如 leave）'),
  title: z.string(),
  summary: z.string(),
  link: z.string().describe('办理页面（站内路径）'),
  created: z.number(),
  deadline: z.number().describe('办理时限，无时限为 0'),
});
export type TTodo = z.infer<typeof ZTodo>;

export const listTodos = signedIn.getOrPost('/api/todo/list', '我的待办（各应用）', {
  input: pagedInput(),
  output: pageOf(ZTodo),
});

export const countTodos = signedIn.getOrPost('/api/todo/count', '我的待办数（首页角标）', {
  output: z.object({ count: z.number() }),
});
