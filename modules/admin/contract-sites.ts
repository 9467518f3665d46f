import { z } from 'zod';
import { callsFor } from '@quad/contracts/call';
import { optionalText, text } from '@quad/contracts/fields';
import { listOf, okAnswer } from '@quad/contracts/shapes';

/** Platform console calls: only platform administrators, and only on the default site. */
const platformAdmins = callsFor({ app: 'platform', module: 'sites' });

export const ZSiteRow = z.object({
  id: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  base_path: z.string(),
  logo: z.string(),
  lang: z.enum(['zh', 'en', 'tw']),
  status: z.enum(['active', 'suspended']),
  users: z.number().int(),
});

export const listSites = platformAdmins.get('/admin/api/sites/list', '所有站点（平台管理员）', {
  output: listOf(ZSiteRow),
});

export const createSite = platformAdmins.post('/admin/api/sites/create', '新建站点及其第一位站点管理员（密码只显示这一次）', {
  encoding: 'json',
  input: z.object({
    id: text('站点标识', 31).regex(/^[a-z][a-z0-9-]{1,30}$/, '站点标识只能是小写字母开头的字母、数字和 -'),
    name: text('学校名称', 60),
    domains: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .regex(/^[a-z0-9.-]+$/, '域名格式不正确'),
      )
      .max(10, '域名最多10个')
      .default([])
      .describe('域名'),
    base_path: z
      .string()
      .regex(/^\/[a-zA-Z0-9_-]+\/$/, '基础路径格式应为 /xxx/')
      .default('/site/')
      .describe('基础路径'),
    logo: optionalText('校徽地址', 500),
    lang: z.enum(['zh', 'en', 'tw'], { error: '语言不正确' }).default('zh').describe('默认语言'),
  }),
  output: z.object({ id: z.string(), admin_username: z.string(), admin_password: z.string(), url: z.string() }),
  errors: [10009],
});

export const setSiteStatus = platformAdmins.post('/admin/api/sites/status', '停用或恢复站点', {
  input: z.object({ id: text('站点标识', 31), status: z.enum(['active', 'suspended'], { error: '状态不正确' }).describe('状态') }),
  output: okAnswer,
  errors: [1, 10004],
});
