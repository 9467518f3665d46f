import type { FastifyError, FastifyInstance } from 'fastify';
import { defaultMessages, ErrorCode } from '@quad/contracts/errors';
import { AppError } from '../errors';
import { isNavigation, redirectToLogin } from './context';

/**
 * Every failure leaves as an envelope with HTTP 200 (the original product's clients read `e`, not
 * the status). Crashes are logged with the request id and answer `系统异常`: never a stack trace.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const signInFirst = error.code === ErrorCode.NOT_LOGGED_IN || error.code === ErrorCode.PASSWORD_CHANGE_REQUIRED;
      if (signInFirst && isNavigation(request)) return redirectToLogin(request, reply);
      // Only where the call's contract declares it: the original protocol's bodies stay exactly as it fixes them.
      const reason = error.reason && request.routeOptions.config.reasons?.includes(error.reason) ? { reason: error.reason } : {};
      return reply.status(200).send({ e: error.code, m: error.message, d: { ...error.data, ...reason } });
    }
    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || fe.statusCode === 400) {
      return reply.status(200).send({ e: ErrorCode.INVALID, m: '请求格式不正确，请检查后再试', d: {} });
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) {
      return reply.status(200).send({ e: ErrorCode.INVALID, m: '提交的内容太大', d: {} });
    }
    if (fe.statusCode === 429) {
      return reply.status(200).send({ e: ErrorCode.RATE_LIMITED, m: defaultMessages[ErrorCode.RATE_LIMITED], d: {} });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(200).send({ e: ErrorCode.SYSTEM, m: defaultMessages[ErrorCode.SYSTEM], d: { request_id: request.id } });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ e: ErrorCode.NOT_FOUND, m: '请求的接口不存在', d: {} });
  });
}
