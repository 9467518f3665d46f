import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { changesState, type CallContract } from '@quad/contracts/call';
import { OK_MESSAGE } from '@quad/contracts/errors';
import { isAppAllowed } from '@quad/contracts/permission-checks';
import type { SiteDb } from '../db/site-db';
import { forbidden, invalid } from '../errors';
import { loadPermissionMap } from '../identity/permissions';
import type { TSite } from '../sites/site-store';
import { requireCaller } from '../tokens/authenticate';
import { readMultipart } from '../files/multipart';
import type { TIncomingFile } from '../files/upload-service';
import { JsonText } from './json-text';
import { readParams } from './params';
import { answerLang } from '../i18n/lang';
import { errorIn, toFieldErrors } from './validation';

export interface TCallContext<I> {
  input: I;
  site: TSite;
  siteDb: SiteDb;
  /**
   * Set for every call whose access is not `public` ('' for public calls: use `currentUserId` there);
   * `token:<id>` when a service token makes the call.
   */
  userId: string;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The file of a `multipart` call, when one was sent (`requireFile` refuses its absence in the user's words). */
  file?: TIncomingFile;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkAnswers: boolean;
    /** Largest upload accepted, bytes (`UPLOAD_LIMIT`): multipart calls without a limit of their own take it. */
    uploadLimit: number;
    /** Every contract registered on this server, for the reference document. */
    calls: CallContract[];
  }
  interface FastifyContextConfig {
    /** The refusal reasons the route's contract declares: the only ones its answers carry (`d.reason`). */
    reasons?: string[];
    /** The path of the route's contract, the same for each of its aliases: what the metrics name the call by. */
    call?: string;
  }
}

/**
 * Registers one call: authenticate → validate → authorize → handler → envelope. The handler returns
 * `d`; errors it throws become envelopes in the error handler.
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: TCallContext<z.output<C['input']>>) => Promise<z.input<C['output']> | JsonText>,
): void {
  app.calls.push(contract);
  const methods = [contract.method, ...(contract.alsoMethods ?? [])];
  for (const url of [contract.path, ...(contract.aliases ?? [])]) {
    app.route({
      method: methods,
      url,
      ...(contract.maxBodyBytes ? { bodyLimit: contract.maxBodyBytes } : {}),
      config: { changesState: changesState(contract), beforePasswordChange: contract.beforePasswordChange, reasons: contract.reasons, call: contract.path },
      handler: async (request, reply) => {
        const userId = contract.access === 'public' ? '' : await requireCaller(request, contract.access);
        // A multipart body is read only now, once the caller is known: nobody unknown makes the server buffer a file.
        const { params, file } = contract.encoding === 'multipart' ? await readMultipart(request, contract.maxFileBytes ?? app.uploadLimit) : { params: readParams(request), file: undefined };
        const parsed = contract.input.safeParse(params);
        // The reader's language is read from the headers only for a refused input: a valid call never pays for it.
        if (!parsed.success) throw invalid(toFieldErrors(contract.input, errorIn(answerLang(request.headers), contract.input, params, parsed.error)));
        // A token's grants were checked as it authenticated; they stand in for a person's permission map.
        if (typeof contract.access === 'object' && !request.serviceToken) {
          const map = await loadPermissionMap(request.siteDb, userId);
          if (!isAppAllowed(map, contract.access.app, contract.access.module)) throw forbidden();
        }
        const d = await handler({ input: parsed.data as z.output<C['input']>, site: request.site, siteDb: request.siteDb, userId, request, reply, file });
        if (reply.sent) return reply;
        if (d instanceof JsonText) {
          // Checked as any answer in tests: the text must read back as what the contract promises.
          if (app.checkAnswers) contract.output.parse(JSON.parse(d.text));
          return reply.type('application/json; charset=utf-8').send(d.answerBytes());
        }
        if (app.checkAnswers) contract.output.parse(d);
        return { e: 0, m: OK_MESSAGE, d: d ?? {} };
      },
    });
  }
}
