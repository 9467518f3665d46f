import { defaultMessages, ErrorCode, type TErrorCode } from '@quad/contracts/errors';
import type { TFieldErrors } from '@quad/contracts/envelope';

/**
 * The one error type of the server: a stable code, a Chinese message for the user, optional data
 * for `d`. Anything else thrown is a crash and answers `系统异常`. A refusal a page acts on, not
 * only shows, carries a stable `reason` (`health.already-reported`), answered as `d.reason` by the
 * calls whose contract declares it (`CallContract.reasons`), so pages never match the wording.
 */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    message?: string,
    readonly data: Record<string, unknown> = {},
    readonly reason?: string,
  ) {
    // An answer, not a fault: no stack is collected (a flash sale refuses thousands a second).
    const depth = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message ?? defaultMessages[code]);
    Error.stackTraceLimit = depth;
  }
}

export const fail = (message: string, data?: Record<string, unknown>) => new AppError(ErrorCode.FAILED, message, data);
/** A business refusal with its stable reason (see `AppError`). */
export const refuse = (reason: string, message: string) => new AppError(ErrorCode.FAILED, message, {}, reason);
export const notFound = (message?: string) => new AppError(ErrorCode.NOT_FOUND, message);
export const forbidden = (message?: string) => new AppError(ErrorCode.FORBIDDEN, message);
export const rateLimited = (message?: string) => new AppError(ErrorCode.RATE_LIMITED, message);
export const invalid = (errors: TFieldErrors, message?: string) =>
  new AppError(ErrorCode.INVALID, message ?? Object.values(errors)[0] ?? defaultMessages[ErrorCode.INVALID], { errors });
