import { z } from 'zod';
import { defineCall } from './call';
import { ZPermissionMap } from './permissions';

// Who is signed in and what they may open: the shell's session reads these on every start, so they
// live below every area (the uc area serves them).

/** `getUserName` of spec §7. */
export const getUserName = defineCall({
  method: 'GET',
  alsoMethods: ['POST'],
  path: '/uc/wap/user/get-user-name',
  summary: '当前用户姓名',
  access: 'session',
  input: z.object({}).loose(),
  output: z.object({ name: z.string() }),
  errors: [10013],
});

/** `getAllAuth` of spec §7: app key → { module: [...] }; admin means non-empty. */
export const getAllAuth = defineCall({
  method: 'GET',
  alsoMethods: ['POST'],
  path: '/uc/wap/user/get-all-auth',
  summary: '当前用户的权限表',
  access: 'session',
  input: z.object({}).loose(),
  output: ZPermissionMap,
  errors: [10013],
});
