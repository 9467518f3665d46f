import { z } from 'zod';
import { ZUserType } from './user-types';
import { signedIn } from './call';
import { ZPermissionMap } from './permissions';

// Who is signed in and what they may open: the shell's session reads these on every start, so they
// live below every area (the uc area serves them).

/**
 * `getUserName` of spec §7, with the person's number beside the name (scripts read `d.name` only):
 * the shell's watermark over other people's data names the viewer by both.
 */
export const getUserName = signedIn.getOrPost('/uc/wap/user/get-user-name', '当前用户姓名', {
  output: z.object({ name: z.string(), number: z.string().describe('学工号'), identity: ZUserType }),
});

/** `getAllAuth` of spec §7: app key → { module: [...] }; admin means non-empty. */
export const getAllAuth = signedIn.getOrPost('/uc/wap/user/get-all-auth', '当前用户的权限表', {
  output: ZPermissionMap,
});
