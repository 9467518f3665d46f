/**
 * The one list of answer codes. `e = 0` is success; the original product used `e = 1` for every
 * business failure with a human message, and scripts written against it still test for that, so
 * business refusals keep `1` and only the cross-cutting outcomes get codes of their own.
 */
export const ErrorCode = {
  OK: 0,
  FAILED: 1,
  NOT_LOGGED_IN: 10013,
  INVALID: 10022,
  FORBIDDEN: 10003,
  NOT_FOUND: 10004,
  CONFLICT: 10009,
  /** The session may do nothing but change its password (first sign-in, administrator's reset): `d.change_url`. */
  PASSWORD_CHANGE_REQUIRED: 10028,
  RATE_LIMITED: 10029,
  SITE_SUSPENDED: 10030,
  SYSTEM: 10500,
} as const;

export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default Chinese messages: short, and they tell the user what to do. */
export const defaultMessages: Record<TErrorCode, string> = {
  0: '操作成功',
  1: '操作失败，请稍后再试',
  10013: '用户信息已失效,请重新进入页面',
  10022: '提交的信息有误，请检查后再试',
  10003: '您没有权限进行此操作',
  10004: '请求的内容不存在',
  10009: '数据已被修改，请刷新后再试',
  10028: '首次登录或密码被重置后，请先修改密码',
  10029: '操作太频繁，请稍后再试',
  10030: '该站点已停用，请联系学校管理员',
  10500: '系统异常',
};

export const OK_MESSAGE = defaultMessages[ErrorCode.OK];
