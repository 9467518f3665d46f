import { ErrorCode } from '@quad/contracts/errors';
import { NETWORK_ERROR } from '@quad/web/shell/request';

const SHOWN_BY_SHELL = new Set<number>([NETWORK_ERROR, ErrorCode.SYSTEM, ErrorCode.NOT_LOGGED_IN]);

/** Failures `request()` already showed or acted on (网络错误, 系统异常, sign-in): a page adds nothing. */
export const shownByShell = (code: number): boolean => SHOWN_BY_SHELL.has(code);
