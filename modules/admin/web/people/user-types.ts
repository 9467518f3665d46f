import type { TAdminUser } from '../../contract';

/** The identities a person may have, in the order the console offers them. */
export const USER_TYPES: TAdminUser['type'][] = ['student', 'teacher', 'staff', 'visitor'];
