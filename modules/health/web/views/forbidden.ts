import { ErrorCode } from '@quad/contracts/errors';
import { RequestError } from '@quad/platform/shell/request';

/** A refusal of the role page itself (someone without its ncov modules): 无权查看, not a retry. */
export const isForbidden = (error: unknown): boolean => error instanceof RequestError && error.code === ErrorCode.FORBIDDEN;
