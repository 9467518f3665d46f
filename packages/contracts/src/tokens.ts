import { z } from 'zod';
import { callsFor } from './call';
import { text, unixSeconds } from './fields';
import { ZPermissionMap } from './permissions';
import { listOf, okAnswer } from './shapes';

/** Service tokens are managed in the site console by holders of admin/tokens. */
const tokenAdmins = callsFor({ app: 'admin', module: 'tokens' });

/** Sent as `Authorization: Bearer <token>`; the prefix lets secret scanners recognise a leaked one. */
export const SERVICE_TOKEN_PREFIX = 'qst_';

export const ZServiceToken = z.object({
  id: z.string(),
  name: z.string().describe('名称'),
  grants: ZPermissionMap.describe('可调用的应用与模块'),
  hint: z.string().describe('令牌末 4 位，用于辨认'),
  expires: z.number().int().describe('过期时间'),
  created: z.number().int().describe('签发时间'),
  created_by: z.string().describe('签发人编号'),
  created_by_name: z.string().describe('签发人姓名'),
  last_used: z.number().int().describe('最近使用时间，0 为从未使用'),
  last_ip: z.string().describe('最近使用的来源地址'),
  uses: z.number().int().describe('累计使用次数'),
  status: z.enum(['active', 'expired', 'revoked']).describe('状态：有效、已过期、已收回'),
  revoked: z.number().int().describe('收回时间，0 为未收回'),
});
export type TServiceToken = z.infer<typeof ZServiceToken>;

export const createToken = tokenAdmins.post('/admin/api/tokens/create', '签发服务令牌：令牌只在此次回答中出现一次，请立即保存', {
  encoding: 'json',
  input: z.object({
    name: text('名称', 60),
    grants: ZPermissionMap.describe('可调用的应用与模块，如 {"admin":{"module":["people"]}}'),
    expires: unixSeconds('过期时间'),
  }),
  output: ZServiceToken.extend({ token: z.string().describe('令牌，只显示这一次') }),
});

export const listTokens = tokenAdmins.get('/admin/api/tokens/list', '本站的服务令牌（不含令牌本身）', {
  output: listOf(ZServiceToken),
});

export const revokeToken = tokenAdmins.about(text('令牌', 40)).post('/admin/api/tokens/revoke', '收回服务令牌，立即生效', {
  output: okAnswer,
});
