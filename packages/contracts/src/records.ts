import { z } from 'zod';
import { idList } from './fields';

/** Record shapes that several areas present the same way. */

/** A file attached to a record, as its readers fetch it. */
export const ZAttachment = z.object({ file: z.string(), url: z.string(), name: z.string(), size: z.number(), type: z.string() });
export type TAttachment = z.infer<typeof ZAttachment>;

/** The uploads a record is saved with: a JSON array or a comma-separated form value of upload ids. */
export const attachmentIds = z
  .union([z.array(z.string()), z.string().transform((s) => s.split(','))], { error: '附件格式不正确' })
  .transform((list) => [...new Set(list.map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(z.string().max(64, '附件格式不正确')).max(20, '附件最多20个'))
  .default([])
  .describe('附件');

/** Something picked by its id and shown by its name (a department, a class, a role). */
export const ZNamed = z.object({ id: z.string(), name: z.string() });

/** Who a notice or a form is for, besides "everyone": departments, classes, roles and named people (usernames). */
export const audiencePicks = {
  departments: idList('部门'),
  classes: idList('班级'),
  roles: idList('角色'),
  /** Usernames (学工号) of named people. */
  people: idList('指定人员'),
};

/** What an audience may be picked from on a site: its departments, classes and roles. */
export const ZAudienceChoices = z.object({ departments: z.array(ZNamed), classes: z.array(ZNamed), roles: z.array(ZNamed) });
export type TAudienceChoices = z.infer<typeof ZAudienceChoices>;

/** A request id chosen by the page once per action: a retried request is answered like the first one instead of acting twice. */
export const requestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, '请求号格式不正确')
  .describe('请求号（幂等）');
