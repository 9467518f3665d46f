import { z } from 'zod';

/** Who an account is (`users.type`): what the people import takes, what get-info answers, whom a home widget is for. */
export const ZUserType = z.enum(['student', 'teacher', 'staff', 'visitor'], { error: '身份类型不正确' }).describe('身份类型');
export type TUserType = z.infer<typeof ZUserType>;
